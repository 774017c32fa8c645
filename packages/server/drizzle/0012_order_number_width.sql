-- Written by hand: lpad(n, 6) cuts a longer number on the right, so the millionth order would
-- have been numbered ORD-100000, the number of the hundred-thousandth (a unique violation on
-- every create from then on). Six digits at least, as many as the sequence needs after that.
CREATE FUNCTION order_number_text(n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN 'ORD-' || lpad(n::text, greatest(6, length(n::text)), '0');
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT order_number_text(nextval('order_number_seq'));
