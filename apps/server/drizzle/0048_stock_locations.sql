CREATE TABLE "stock_locations" (
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_locations_stock_id_location_id_pk" PRIMARY KEY("stock_id","location_id"),
	CONSTRAINT "stock_locations_on_hand_check" CHECK ("stock_locations"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_stock_fk" FOREIGN KEY ("organisation_id","warehouse_id","stock_id") REFERENCES "public"."stocks"("organisation_id","warehouse_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_location_fk" FOREIGN KEY ("organisation_id","warehouse_id","location_id") REFERENCES "public"."locations"("organisation_id","warehouse_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_locations_location_idx" ON "stock_locations" USING btree ("organisation_id","location_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('initial', 'receipt', 'shipment', 'return', 'adjustment', 'allocation', 'release', 'sync', 'transfer', 'relocation'));--> statement-breakpoint
-- HAND-WRITTEN (re-append at renumbering): existing stock lies on its product's 標準棚番 in that
-- warehouse when one is set; otherwise it stays 棚番未設定 (no row).
INSERT INTO "stock_locations" ("organisation_id", "warehouse_id", "stock_id", "location_id", "on_hand")
SELECT s."organisation_id", s."warehouse_id", s."id", pl."location_id", s."on_hand"
  FROM "stocks" s
  JOIN "product_locations" pl ON pl."organisation_id" = s."organisation_id"
   AND pl."warehouse_id" = s."warehouse_id" AND pl."product_id" = s."product_id"
 WHERE s."on_hand" > 0;
