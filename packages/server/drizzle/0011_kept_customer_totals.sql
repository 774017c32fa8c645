CREATE TABLE "customer_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"customers" bigint DEFAULT 0 NOT NULL,
	"students" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_totals" (
	"loyalty_points" integer NOT NULL,
	"is_student" boolean NOT NULL,
	"has_orders" boolean NOT NULL,
	"customers" bigint DEFAULT 0 NOT NULL,
	"total_spent_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_totals_loyalty_points_is_student_has_orders_pk" PRIMARY KEY("loyalty_points","is_student","has_orders")
);
--> statement-breakpoint
CREATE TABLE "loyalty_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
-- Written by hand, as in 0009: the triggers keep the derived totals in the transaction of the
-- change, locking their rows in key order. They hold no business rule: which orders count and
-- where the loyalty tiers start are applied when the rows are read. A day is the UTC day of
-- `created_at`; the business time zone is applied at query time.
CREATE FUNCTION customer_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.loyalty_points = NEW.loyalty_points AND OLD.is_student = NEW.is_student
    AND (OLD.total_orders > 0) = (NEW.total_orders > 0)
    AND OLD.total_spent_cents = NEW.total_spent_cents THEN
    RETURN NULL;
  END IF;
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
CREATE TRIGGER customers_keep_totals
  AFTER INSERT OR DELETE OR UPDATE OF loyalty_points, is_student, total_orders, total_spent_cents
  ON customers FOR EACH ROW EXECUTE FUNCTION customer_totals_keep();
--> statement-breakpoint
CREATE FUNCTION customer_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.created_at = NEW.created_at AND OLD.is_student = NEW.is_student THEN
    RETURN NULL;
  END IF;
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
CREATE TRIGGER customers_keep_daily_totals
  AFTER INSERT OR DELETE OR UPDATE OF created_at, is_student
  ON customers FOR EACH ROW EXECUTE FUNCTION customer_daily_totals_keep();
--> statement-breakpoint
CREATE FUNCTION customer_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_totals;
  DELETE FROM customer_daily_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_clear_totals
  AFTER TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_clear();
--> statement-breakpoint
CREATE FUNCTION order_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER orders_keep_daily_totals
  AFTER INSERT OR DELETE OR UPDATE OF status, total_amount_cents, created_at
  ON orders FOR EACH ROW EXECUTE FUNCTION order_daily_totals_keep();
--> statement-breakpoint
CREATE FUNCTION order_daily_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_daily_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_clear_daily_totals
  AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_totals_clear();
--> statement-breakpoint
CREATE FUNCTION loyalty_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER loyalty_history_keep_daily_totals
  AFTER INSERT OR DELETE OR UPDATE OF points_before, points_after, created_at
  ON loyalty_history FOR EACH ROW EXECUTE FUNCTION loyalty_daily_totals_keep();
--> statement-breakpoint
CREATE FUNCTION loyalty_daily_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM loyalty_daily_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER loyalty_history_clear_daily_totals
  AFTER TRUNCATE ON loyalty_history FOR EACH STATEMENT EXECUTE FUNCTION loyalty_daily_totals_clear();
--> statement-breakpoint
INSERT INTO customer_totals (loyalty_points, is_student, has_orders, customers, total_spent_cents)
  SELECT loyalty_points, is_student, total_orders > 0, count(*), sum(total_spent_cents)
  FROM customers GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_daily_totals (day, customers, students)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE is_student)
  FROM customers GROUP BY 1;
--> statement-breakpoint
INSERT INTO order_daily_totals (day, status, orders, total_cents)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*), sum(total_amount_cents)
  FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO loyalty_daily_totals (day, points)
  SELECT (created_at AT TIME ZONE 'UTC')::date, sum(points_after - points_before)
  FROM loyalty_history GROUP BY 1;
