CREATE TABLE "order_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_totals_one_row" CHECK ("revenue_totals"."id")
);
--> statement-breakpoint
-- Written by hand: drizzle-kit does not generate triggers. Both keep derived totals in the
-- transaction of the change; rows are locked in status order, so two moves in opposite
-- directions cannot deadlock.
CREATE FUNCTION order_status_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_totals AS totals (status, orders, total_cents)
  SELECT change.status, sum(change.orders), sum(change.cents)
  FROM (
    SELECT OLD.status, -1, -OLD.total_amount_cents WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW.status, 1, NEW.total_amount_cents WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (status, orders, cents)
  GROUP BY change.status
  ORDER BY change.status
  ON CONFLICT (status) DO UPDATE
    SET orders = totals.orders + EXCLUDED.orders, total_cents = totals.total_cents + EXCLUDED.total_cents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_status_totals
  AFTER INSERT OR DELETE OR UPDATE OF status, total_amount_cents ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_totals_keep();
--> statement-breakpoint
CREATE FUNCTION order_status_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_clear_status_totals
  AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_totals_clear();
--> statement-breakpoint
CREATE FUNCTION revenue_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' AND OLD.processed_at IS NOT NULL THEN
    delta := delta - OLD.amount_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'completed' AND NEW.processed_at IS NOT NULL THEN
    delta := delta + NEW.amount_cents;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO revenue_totals AS totals (id, cents) VALUES (true, delta)
    ON CONFLICT (id) DO UPDATE SET cents = totals.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_keep_revenue_totals
  AFTER INSERT OR DELETE OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION revenue_totals_keep();
--> statement-breakpoint
CREATE FUNCTION revenue_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM revenue_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_clear_revenue_totals
  AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION revenue_totals_clear();
--> statement-breakpoint
INSERT INTO order_status_totals (status, orders, total_cents)
  SELECT status, count(*), coalesce(sum(total_amount_cents), 0) FROM orders GROUP BY status;
--> statement-breakpoint
INSERT INTO revenue_totals (id, cents)
  SELECT true, coalesce(sum(amount_cents), 0) FROM payments
  WHERE status = 'completed' AND processed_at IS NOT NULL;
