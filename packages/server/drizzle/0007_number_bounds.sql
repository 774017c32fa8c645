-- Hand-written (keep at the top when regenerating): balances written before the bounds existed
-- are brought within them, so that adding the check constraints below cannot fail on old data.
UPDATE "customers" SET "loyalty_points" = 1000000 WHERE "loyalty_points" > 1000000;--> statement-breakpoint
UPDATE "loyalty_history" SET "points" = least(greatest("points", 0), 1000000), "points_before" = least(greatest("points_before", 0), 1000000), "points_after" = least(greatest("points_after", 0), 1000000) WHERE "points" not between 0 and 1000000 or "points_before" not between 0 and 1000000 or "points_after" not between 0 and 1000000;--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_loyalty_points_not_negative";--> statement-breakpoint
ALTER TABLE "loyalty_history" DROP CONSTRAINT "loyalty_history_points_not_negative";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_loyalty_points_range" CHECK ("customers"."loyalty_points" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_version_range" CHECK ("customers"."version" between 1 and 2147483647);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_status_code_range" CHECK ("idempotency_keys"."status_code" is null or "idempotency_keys"."status_code" between 100 and 599);--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_failures_not_negative" CHECK ("login_throttle"."failures" >= 0);--> statement-breakpoint
ALTER TABLE "loyalty_history" ADD CONSTRAINT "loyalty_history_points_range" CHECK ("loyalty_history"."points" between 0 and 1000000 and "loyalty_history"."points_before" between 0 and 1000000 and "loyalty_history"."points_after" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_percentage_range" CHECK ("orders"."discount_percentage" is null or "orders"."discount_percentage" between 0 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_version_range" CHECK ("users"."version" between 1 and 2147483647);