ALTER TABLE "warehouse_stock_reports" ADD COLUMN "ours_on_hand" integer;--> statement-breakpoint
ALTER TABLE "warehouse_stock_reports" ADD COLUMN "ours_non_sellable" integer;