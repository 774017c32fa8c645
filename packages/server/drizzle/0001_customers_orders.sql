-- Added by hand: the trigram indexes below need pg_trgm (bundled with PGlite, a trusted extension in PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"is_student" boolean DEFAULT false NOT NULL,
	"campus_id" text,
	"institution" text,
	"street" text,
	"city" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"total_spent_cents" integer DEFAULT 0 NOT NULL,
	"campaign_code" text,
	"source" text DEFAULT 'back-office' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_loyalty_points_not_negative" CHECK ("customers"."loyalty_points" >= 0),
	CONSTRAINT "customers_totals_not_negative" CHECK ("customers"."total_orders" >= 0 and "customers"."total_spent_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"points_before" integer NOT NULL,
	"points_after" integer NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_history_points_not_negative" CHECK ("loyalty_history"."points_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"order_phase" text DEFAULT 'draft' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"discount_type" text,
	"discount_percentage" integer,
	"total_amount_cents" integer DEFAULT 0 NOT NULL,
	"paid_amount_cents" integer DEFAULT 0 NOT NULL,
	"is_express_service" boolean DEFAULT false NOT NULL,
	"pickup_required" boolean DEFAULT false NOT NULL,
	"delivery_required" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_amount_cents" >= 0 and "orders"."total_amount_cents" >= 0 and "orders"."paid_amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_history" ADD CONSTRAINT "loyalty_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_history" ADD CONSTRAINT "loyalty_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_number_key" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_key" ON "customers" USING btree (lower("email")) WHERE "customers"."email" is not null;--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm_idx" ON "customers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_number_trgm_idx" ON "customers" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_campus_id_trgm_idx" ON "customers" USING gin ("campus_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_full_name_lower_idx" ON "customers" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_total_spent_idx" ON "customers" USING btree ("total_spent_cents","id");--> statement-breakpoint
CREATE INDEX "customers_loyalty_points_idx" ON "customers" USING btree ("loyalty_points","id");--> statement-breakpoint
CREATE INDEX "loyalty_history_customer_created_idx" ON "loyalty_history" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_history_created_at_idx" ON "loyalty_history" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");