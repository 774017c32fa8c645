-- Written by hand (issue 24, decision 020): the kept totals in one lock order.
-- Until now each trigger upserted its total rows as the write happened, so a create (status and
-- daily totals, then the customer's row and customer totals) and a payment (revenue, then the
-- customer, then status totals) took the same rows in opposite orders, and PostgreSQL broke the
-- cycle with a deadlock (40P01) that reached the cashier as a 500. Now every keeper is a
-- constraint trigger deferred to the commit, after the transaction has taken every business row
-- it needs, and its first act is one transaction-level advisory lock: the kept-total rows are only
-- ever touched by the one transaction that holds it, which waits on nothing else. Creates already
-- queued on `order_status_totals`' one row per status and payments on `revenue_totals`' one row,
-- so the lock costs no concurrency they had; it only moves the wait to the commit.
CREATE FUNCTION kept_totals_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7240512);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_totals_lock();
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
CREATE OR REPLACE FUNCTION revenue_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM kept_totals_lock();
    INSERT INTO revenue_totals AS totals (id, cents) VALUES (true, delta)
    ON CONFLICT (id) DO UPDATE SET cents = totals.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION revenue_totals_keep_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM kept_totals_lock();
    INSERT INTO revenue_totals AS totals (id, cents) VALUES (true, delta)
    ON CONFLICT (id) DO UPDATE SET cents = totals.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.loyalty_points = NEW.loyalty_points AND OLD.is_student = NEW.is_student
    AND (OLD.total_orders > 0) = (NEW.total_orders > 0)
    AND OLD.total_spent_cents = NEW.total_spent_cents THEN
    RETURN NULL;
  END IF;
  PERFORM kept_totals_lock();
  INSERT INTO customer_totals AS totals
    (loyalty_points, is_student, has_orders, customers, total_spent_cents)
  SELECT change.loyalty_points, change.is_student, change.has_orders,
    sum(change.customers), sum(change.cents)
  FROM (
    SELECT OLD.loyalty_points, OLD.is_student, OLD.total_orders > 0, -1, -OLD.total_spent_cents
    WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW.loyalty_points, NEW.is_student, NEW.total_orders > 0, 1, NEW.total_spent_cents
    WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (loyalty_points, is_student, has_orders, customers, cents)
  GROUP BY change.loyalty_points, change.is_student, change.has_orders
  ORDER BY change.loyalty_points, change.is_student, change.has_orders
  ON CONFLICT (loyalty_points, is_student, has_orders) DO UPDATE
    SET customers = totals.customers + EXCLUDED.customers,
      total_spent_cents = totals.total_spent_cents + EXCLUDED.total_spent_cents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.created_at = NEW.created_at AND OLD.is_student = NEW.is_student THEN
    RETURN NULL;
  END IF;
  PERFORM kept_totals_lock();
  INSERT INTO customer_daily_totals AS totals (day, customers, students)
  SELECT change.day, sum(change.customers), sum(change.students)
  FROM (
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date, -1, -OLD.is_student::int
    WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, 1, NEW.is_student::int
    WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (day, customers, students)
  GROUP BY change.day
  ORDER BY change.day
  ON CONFLICT (day) DO UPDATE
    SET customers = totals.customers + EXCLUDED.customers,
      students = totals.students + EXCLUDED.students;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_totals_lock();
  INSERT INTO order_daily_totals AS totals (day, status, orders, total_cents)
  SELECT change.day, change.status, sum(change.orders), sum(change.cents)
  FROM (
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, -1, -OLD.total_amount_cents
    WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, 1, NEW.total_amount_cents
    WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (day, status, orders, cents)
  GROUP BY change.day, change.status
  ORDER BY change.day, change.status
  ON CONFLICT (day, status) DO UPDATE
    SET orders = totals.orders + EXCLUDED.orders,
      total_cents = totals.total_cents + EXCLUDED.total_cents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loyalty_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_totals_lock();
  INSERT INTO loyalty_daily_totals AS totals (day, points)
  SELECT change.day, sum(change.points)
  FROM (
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.points_before - OLD.points_after
    WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.points_after - NEW.points_before
    WHERE TG_OP IN ('INSERT', 'UPDATE')
  ) AS change (day, points)
  GROUP BY change.day
  ORDER BY change.day
  ON CONFLICT (day) DO UPDATE SET points = totals.points + EXCLUDED.points;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The same triggers, now deferred to the commit (same names, so `kept-totals.ts` finds them).
DROP TRIGGER orders_keep_status_totals ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_keep_status_totals
  AFTER INSERT OR DELETE OR UPDATE OF status, total_amount_cents ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_status_totals_keep();
--> statement-breakpoint
DROP TRIGGER payments_keep_revenue_totals ON payments;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_keep_revenue_totals
  AFTER INSERT OR DELETE OR UPDATE ON payments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION revenue_totals_keep();
--> statement-breakpoint
DROP TRIGGER refunds_keep_revenue_totals ON refunds;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER refunds_keep_revenue_totals
  AFTER INSERT OR DELETE OR UPDATE ON refunds
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION revenue_totals_keep_refunds();
--> statement-breakpoint
DROP TRIGGER customers_keep_totals ON customers;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_keep_totals
  AFTER INSERT OR DELETE OR UPDATE OF loyalty_points, is_student, total_orders, total_spent_cents
  ON customers
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_totals_keep();
--> statement-breakpoint
DROP TRIGGER customers_keep_daily_totals ON customers;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_keep_daily_totals
  AFTER INSERT OR DELETE OR UPDATE OF created_at, is_student
  ON customers
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_daily_totals_keep();
--> statement-breakpoint
DROP TRIGGER orders_keep_daily_totals ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_keep_daily_totals
  AFTER INSERT OR DELETE OR UPDATE OF status, total_amount_cents, created_at
  ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_daily_totals_keep();
--> statement-breakpoint
DROP TRIGGER loyalty_history_keep_daily_totals ON loyalty_history;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loyalty_history_keep_daily_totals
  AFTER INSERT OR DELETE OR UPDATE OF points_before, points_after, created_at
  ON loyalty_history
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION loyalty_daily_totals_keep();
