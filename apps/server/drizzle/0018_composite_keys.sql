-- Composite keys for allocations and the ledger (decision 031): the referenced keys come first.
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_warehouse_stock_unique" UNIQUE("organisation_id","warehouse_id","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_line_unique" UNIQUE("organisation_id","order_id","id");--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_stock_fk";
--> statement-breakpoint
ALTER TABLE "order_allocations" DROP CONSTRAINT "order_allocations_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "order_allocations" DROP CONSTRAINT "order_allocations_stock_id_stocks_id_fk";
--> statement-breakpoint
ALTER TABLE "order_allocations" DROP CONSTRAINT "order_allocations_order_fk";
--> statement-breakpoint
ALTER TABLE "order_allocations" DROP CONSTRAINT "order_allocations_warehouse_fk";
--> statement-breakpoint
ALTER TABLE "order_allocations" DROP CONSTRAINT "order_allocations_line_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_fk" FOREIGN KEY ("organisation_id","stock_id") REFERENCES "public"."stocks"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_stock_fk" FOREIGN KEY ("organisation_id","warehouse_id","stock_id") REFERENCES "public"."stocks"("organisation_id","warehouse_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_line_fk" FOREIGN KEY ("organisation_id","order_id","order_line_id") REFERENCES "public"."order_lines"("organisation_id","order_id","id") ON DELETE cascade ON UPDATE no action;
