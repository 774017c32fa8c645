CREATE TABLE "till_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_movements_kind_known" CHECK ("till_movements"."kind" in ('paid_out', 'drop', 'adjustment')),
	CONSTRAINT "till_movements_amount_sign" CHECK (("till_movements"."kind" = 'adjustment' and "till_movements"."amount_cents" <> 0) or "till_movements"."amount_cents" > 0),
	CONSTRAINT "till_movements_reason_length" CHECK (char_length("till_movements"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "till_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"float_cents" integer NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counted_cents" integer,
	"expected_cents" integer,
	"variance_cents" integer,
	"denominations" jsonb,
	"note" text,
	"reopened_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_sessions_float_range" CHECK ("till_sessions"."float_cents" between 0 and 1000000000),
	CONSTRAINT "till_sessions_closed_whole" CHECK (("till_sessions"."closed_at" is null) = ("till_sessions"."counted_cents" is null)
        and ("till_sessions"."closed_at" is null) = ("till_sessions"."expected_cents" is null)
        and ("till_sessions"."closed_at" is null) = ("till_sessions"."variance_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "till_session_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "till_session_id" uuid;--> statement-breakpoint
ALTER TABLE "till_movements" ADD CONSTRAINT "till_movements_session_id_till_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."till_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_movements" ADD CONSTRAINT "till_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_reopened_from_till_sessions_id_fk" FOREIGN KEY ("reopened_from") REFERENCES "public"."till_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "till_movements_session_idx" ON "till_movements" USING btree ("session_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_number_unique" ON "till_sessions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_one_open" ON "till_sessions" USING btree ("opened_by") WHERE "till_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "till_sessions_opened_at_idx" ON "till_sessions" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_till_session_id_till_sessions_id_fk" FOREIGN KEY ("till_session_id") REFERENCES "public"."till_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_till_session_id_till_sessions_id_fk" FOREIGN KEY ("till_session_id") REFERENCES "public"."till_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_till_session_idx" ON "payments" USING btree ("till_session_id");--> statement-breakpoint
CREATE INDEX "refunds_till_session_idx" ON "refunds" USING btree ("till_session_id");--> statement-breakpoint
-- A close is immutable (issue 23): once closed_at is set, the row never changes again; a mistake is
-- corrected by a new till_movements row of kind 'adjustment'.
CREATE OR REPLACE FUNCTION till_sessions_close_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'till session % is closed and cannot change', OLD.number
      USING ERRCODE = 'check_violation', CONSTRAINT = 'till_sessions_closed_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER till_sessions_close_once BEFORE UPDATE ON till_sessions
  FOR EACH ROW EXECUTE FUNCTION till_sessions_close_once();
--> statement-breakpoint
-- The database's last word that cash never lands in a closed till: the services lock the open
-- session row before writing, these refuse whatever got past them. They compare instants rather
-- than refuse every row of a closed session, so a restore (which writes the closed session first,
-- then its cash) is accepted.
CREATE OR REPLACE FUNCTION till_cash_into_open_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- One function for both tables: the instant the cash moved is a column of a different name.
  moved_at timestamptz := (to_jsonb(NEW) ->> CASE TG_TABLE_NAME
    WHEN 'payments' THEN 'processed_at' ELSE 'refunded_at' END)::timestamptz;
BEGIN
  IF NEW.till_session_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM till_sessions WHERE id = NEW.till_session_id
      AND closed_at IS NOT NULL AND (moved_at IS NULL OR moved_at > closed_at)
  ) THEN
    RAISE EXCEPTION 'cash cannot be recorded in a closed till session'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'till_cash_into_open_session';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_till_open BEFORE INSERT OR UPDATE OF till_session_id ON payments
  FOR EACH ROW EXECUTE FUNCTION till_cash_into_open_session();
--> statement-breakpoint
CREATE TRIGGER refunds_till_open BEFORE INSERT OR UPDATE OF till_session_id ON refunds
  FOR EACH ROW EXECUTE FUNCTION till_cash_into_open_session();
--> statement-breakpoint
-- Paid-outs and drops go into a session while it is open, adjustments only after its close.
CREATE OR REPLACE FUNCTION till_movements_into_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM till_sessions WHERE id = NEW.session_id AND (
      (NEW.kind = 'adjustment' AND (closed_at IS NULL OR NEW.at < closed_at))
      OR (NEW.kind <> 'adjustment' AND closed_at IS NOT NULL AND NEW.at > closed_at)
    )
  ) THEN
    RAISE EXCEPTION 'paid-outs and drops go into an open till, adjustments into a closed one'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'till_movements_into_session';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER till_movements_into_session BEFORE INSERT ON till_movements
  FOR EACH ROW EXECUTE FUNCTION till_movements_into_session();
