CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"refunded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_range" CHECK ("refunds"."amount_cents" > 0 and "refunds"."amount_cents" <= 1000000000),
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" in ('cash', 'bank_transfer')),
	CONSTRAINT "refunds_reason_length" CHECK (char_length("refunds"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "orders" drop column "balance_cents";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_cents" integer GENERATED ALWAYS AS (greatest(total_amount_cents - paid_amount_cents, 0)) STORED;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_refunded_at_idx" ON "refunds" USING btree ("refunded_at","amount_cents");--> statement-breakpoint
-- Written by hand: drizzle-kit does not generate triggers. Revenue is money received net of
-- refunds (issue 21): a refund takes its amount off the kept total in its own transaction, as a
-- payment adds it in 0009.
CREATE FUNCTION revenue_totals_keep_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta + OLD.amount_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta - NEW.amount_cents;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO revenue_totals AS totals (id, cents) VALUES (true, delta)
    ON CONFLICT (id) DO UPDATE SET cents = totals.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_keep_revenue_totals
  AFTER INSERT OR DELETE OR UPDATE ON refunds
  FOR EACH ROW EXECUTE FUNCTION revenue_totals_keep_refunds();
--> statement-breakpoint
-- Emptying the refunds alone would leave their amounts off the total: count it again (no row
-- when both tables are empty, as 0009 leaves it).
CREATE FUNCTION revenue_totals_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM revenue_totals;
  INSERT INTO revenue_totals (id, cents)
    SELECT true, coalesce((SELECT sum(amount_cents) FROM payments
      WHERE status = 'completed' AND processed_at IS NOT NULL), 0)
      - coalesce((SELECT sum(amount_cents) FROM refunds), 0)
    WHERE EXISTS (SELECT 1 FROM payments) OR EXISTS (SELECT 1 FROM refunds);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_recount_revenue_totals
  AFTER TRUNCATE ON refunds FOR EACH STATEMENT EXECUTE FUNCTION revenue_totals_recount();
--> statement-breakpoint
-- Kept answers (0013, decision 016) are dropped when refunds change too: the order list's
-- revenue figures net them.
CREATE TRIGGER refunds_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON refunds
  FOR EACH STATEMENT EXECUTE FUNCTION laundry_notify_write();
