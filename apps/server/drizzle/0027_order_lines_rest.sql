ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cancelled_qty_check" CHECK ("order_lines"."cancelled_qty" >= 0 and "order_lines"."allocated_qty" + "order_lines"."cancelled_qty" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('unallocated', 'partial', 'allocated', 'instructed', 'partially_shipped', 'shipped', 'on_hold', 'ng', 'cancelled'));--> statement-breakpoint
-- Orders shipped in part before 一部出荷 existed (issue 24 § 2.2) take the status the rule derives.
UPDATE "orders" o SET "status" = 'partially_shipped'
 WHERE o."status" = 'shipped' AND EXISTS (
   SELECT 1 FROM "order_lines" l
    WHERE l."order_id" = o."id" AND l."cancelled_at" IS NULL
      AND l."shipped_qty" < l."quantity" - l."cancelled_qty");
