ALTER TABLE "stocktake_lines" DROP CONSTRAINT "stocktake_lines_product_unique";--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD COLUMN "location_filter" text;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_location_fk" FOREIGN KEY ("organisation_id","location_id") REFERENCES "public"."locations"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocktake_lines_location_idx" ON "stocktake_lines" USING btree ("organisation_id","location_id");--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_product_location_unique" UNIQUE NULLS NOT DISTINCT("stocktake_id","product_id","location_id");