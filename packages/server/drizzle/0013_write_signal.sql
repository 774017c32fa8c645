-- Written by hand: every committed write to the tables that kept answers read (the session
-- check, the order list; docs/decisions/016) says so on the 'laundry_writes' channel, so each
-- server instance drops what it kept, whoever wrote: another instance, a script, psql. One
-- notification per statement; PostgreSQL folds a transaction's repeats into one, sent at commit.
CREATE FUNCTION laundry_notify_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('laundry_writes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['users', 'refresh_tokens', 'customers', 'loyalty_history', 'orders', 'order_items', 'payments', 'services', 'service_clothing_prices'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION laundry_notify_write()',
      watched || '_notify_write', watched);
  END LOOP;
END;
$$;
