-- Hand-written (decision 029): a Z close is immutable and must stay recomputable to the cent from
-- its rows, so the cash payments and refunds counted in a closed till session are never deleted,
-- nor their amount, method, order or session changed. The services refuse first (an order whose
-- cash is in a closed till is not deleted, 409); this is the database's last word. A restore
-- empties the tables with TRUNCATE, which row triggers do not see.
CREATE OR REPLACE FUNCTION till_closed_cash_stays() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.till_session_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM till_sessions WHERE id = OLD.till_session_id AND closed_at IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'cash counted in a closed till session cannot be deleted or changed'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'till_closed_cash_stays';
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_till_closed_stays
  BEFORE DELETE OR UPDATE OF amount_cents, method, order_id, till_session_id ON payments
  FOR EACH ROW EXECUTE FUNCTION till_closed_cash_stays();
--> statement-breakpoint
CREATE TRIGGER refunds_till_closed_stays
  BEFORE DELETE OR UPDATE OF amount_cents, method, order_id, till_session_id ON refunds
  FOR EACH ROW EXECUTE FUNCTION till_closed_cash_stays();
