CREATE TABLE "order_staff" (
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "order_staff_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_history" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_staff" ADD CONSTRAINT "order_staff_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_staff" ADD CONSTRAINT "order_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_staff_user_idx" ON "order_staff" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_rate_range" CHECK ("orders"."tax_rate_basis_points" between 0 and 10000);--> statement-breakpoint
-- Written by hand (docs/decisions/017): an order priced before it kept its tax rate gets the
-- rate its amounts imply, so re-pricing it (Confirm Items) keeps its tax.
UPDATE "orders" SET "tax_rate_basis_points" = LEAST(10000, ROUND("tax_amount_cents" * 10000.0 / ("total_amount_cents" - "tax_amount_cents")))
  WHERE "tax_amount_cents" > 0 AND "total_amount_cents" > "tax_amount_cents";--> statement-breakpoint
-- The confirmations recorded so far were only in the audit log: the latest one of each order.
UPDATE "orders" SET "confirmation_history" = jsonb_build_object(
    'estimatedTotalCents', ROUND(("confirmed"."before"->>'estimatedTotal')::numeric * 100)::integer,
    'actualTotalCents', ROUND(("confirmed"."after"->>'actualTotal')::numeric * 100)::integer
  ) || CASE WHEN "confirmed"."after" ? 'notes' THEN jsonb_build_object('notes', "confirmed"."after"->>'notes') ELSE '{}'::jsonb END
  FROM (
    SELECT DISTINCT ON ("entity_id") "entity_id", "before", "after" FROM "audit_log"
    WHERE "entity" = 'order' AND "action" = 'update' AND "after" ? 'actualTotal' AND "before" ? 'estimatedTotal'
    ORDER BY "entity_id", "at" DESC
  ) AS "confirmed"
  WHERE "orders"."id" = "confirmed"."entity_id" AND "orders"."items_confirmed";--> statement-breakpoint
-- A category priced the same as its service's base price has no price of its own: from now on
-- it follows the base price, so a change of the base price reaches it. Nothing is charged
-- differently today.
DELETE FROM "service_clothing_prices" USING "services"
  WHERE "service_clothing_prices"."service_id" = "services"."id"
    AND "service_clothing_prices"."price_cents" = "services"."base_price_cents";
