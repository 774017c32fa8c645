ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shelf_slot" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shelf_slot_length" CHECK ("orders"."shelf_slot" is null or char_length("orders"."shelf_slot") between 1 and 20);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pickup', 'received', 'washing', 'drying', 'ironing', 'dry_cleaning', 'folding', 'complete', 'collected', 'deliver', 'delivered', 'cancelled'));--> statement-breakpoint
-- Orders already waiting (Services Complete, Ready for Delivery) have waited since their last
-- change at the latest: the ready list's days waiting starts there (decision 025).
UPDATE "orders" SET "ready_at" = "updated_at" WHERE "status" IN ('complete', 'deliver');
