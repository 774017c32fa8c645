-- Written by hand: the write signal of migration 0013 (docs/decisions/016) on every table with
-- business writes, not only on those the kept answers read in issue 11. The next answer kept in
-- memory may read any of them, and a table without the trigger would leave it stale after a write
-- from another instance, a script or psql. test/architecture/checklist.test.ts reads pg_trigger
-- and fails on a table without it, unless test/architecture/registry.ts excuses it with a reason
-- (the audit log, the sign-in throttle, stored replays, the totals kept by trigger). The rare
-- writes here (staff records, the till, settings, the mail queue) cost one notification each.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['order_staff', 'staff', 'staff_attendance', 'staff_skills', 'staff_training', 'till_sessions', 'till_movements', 'shop_settings', 'outbox'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION laundry_notify_write()',
      watched || '_notify_write', watched);
  END LOOP;
END;
$$;
