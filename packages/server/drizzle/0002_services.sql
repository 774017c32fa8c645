CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"clothing_category" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_amounts_not_negative" CHECK ("order_items"."quantity" >= 0 and "order_items"."weight_grams" >= 0 and "order_items"."unit_price_cents" >= 0 and "order_items"."total_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_clothing_prices" (
	"service_id" uuid NOT NULL,
	"clothing_category" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "service_clothing_prices_service_id_clothing_category_pk" PRIMARY KEY("service_id","clothing_category"),
	CONSTRAINT "service_clothing_prices_category_known" CHECK ("service_clothing_prices"."clothing_category" in ('normal_clothes', 'bed_sheets', 'towels', 'blazers', 'saree', 'curtains', 'pillowcases', 'suits', 'jeans', 'blankets', 'other')),
	CONSTRAINT "service_clothing_prices_range" CHECK ("service_clothing_prices"."price_cents" > 0 and "service_clothing_prices"."price_cents" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_type" text DEFAULT 'per_piece' NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"statuses" text[] DEFAULT '{wash,dry}'::text[] NOT NULL,
	"estimated_time" smallint DEFAULT 60 NOT NULL,
	"icon" text,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_type_known" CHECK ("services"."price_type" in ('per_piece', 'per_kg', 'per_item', 'flat_rate')),
	CONSTRAINT "services_base_price_range" CHECK ("services"."base_price_cents" >= 0 and "services"."base_price_cents" <= 100000000),
	CONSTRAINT "services_estimated_time_range" CHECK ("services"."estimated_time" between 1 and 1440),
	CONSTRAINT "services_name_length" CHECK (char_length("services"."name") between 2 and 50),
	CONSTRAINT "services_statuses_known" CHECK ("services"."statuses" <@ array['wash', 'dry', 'iron', 'dry_clean', 'fold']::text[]),
	CONSTRAINT "services_version_positive" CHECK ("services"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_clothing_prices" ADD CONSTRAINT "service_clothing_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_service_idx" ON "order_items" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_lower_key" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "services_base_price_idx" ON "services" USING btree ("base_price_cents","id");--> statement-breakpoint
CREATE INDEX "services_active_idx" ON "services" USING btree ("is_active");