CREATE TABLE "stock_lot_locations" (
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"stock_lot_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_lot_locations_stock_lot_id_location_id_pk" PRIMARY KEY("stock_lot_id","location_id"),
	CONSTRAINT "stock_lot_locations_on_hand_check" CHECK ("stock_lot_locations"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reconciliation_findings" DROP CONSTRAINT "reconciliation_findings_kind_check";--> statement-breakpoint
ALTER TABLE "stock_lot_locations" ADD CONSTRAINT "stock_lot_locations_stock_fk" FOREIGN KEY ("organisation_id","warehouse_id","stock_id") REFERENCES "public"."stocks"("organisation_id","warehouse_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moved by hand above the key that needs it (drizzle-kit writes it after).
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_organisation_stock_id_unique" UNIQUE("organisation_id","stock_id","id");--> statement-breakpoint
ALTER TABLE "stock_lot_locations" ADD CONSTRAINT "stock_lot_locations_lot_fk" FOREIGN KEY ("organisation_id","stock_id","stock_lot_id") REFERENCES "public"."stock_lots"("organisation_id","stock_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lot_locations" ADD CONSTRAINT "stock_lot_locations_location_fk" FOREIGN KEY ("organisation_id","warehouse_id","location_id") REFERENCES "public"."locations"("organisation_id","warehouse_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_lot_locations_stock_idx" ON "stock_lot_locations" USING btree ("organisation_id","stock_id");--> statement-breakpoint
CREATE INDEX "stock_lot_locations_location_idx" ON "stock_lot_locations" USING btree ("organisation_id","location_id");--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_kind_check" CHECK ("reconciliation_findings"."kind" in ('ledger_on_hand', 'ledger_non_sellable', 'stock_allocated', 'order_status', 'orphan_allocation', 'line_allocated', 'over_shipped', 'line_shipped', 'transfer_balance', 'lot_balance', 'location_balance'));--> statement-breakpoint
-- HAND-WRITTEN (re-append at renumbering): a ロット管理 row's shelf pieces are split over its lots,
-- shelves along the picker's walk taking lots first expiry first (pieces no lot covers stay unsplit;
-- the reconciliation's location_balance shows them).
WITH "shelf" AS (
  SELECT sl."organisation_id", sl."warehouse_id", sl."stock_id", sl."location_id",
         sum(sl."on_hand") OVER w - sl."on_hand" AS "lo", sum(sl."on_hand") OVER w AS "hi"
    FROM "stock_locations" sl
    JOIN "locations" l ON l."id" = sl."location_id" AND l."organisation_id" = sl."organisation_id"
    JOIN "stocks" s ON s."id" = sl."stock_id" AND s."organisation_id" = sl."organisation_id"
    JOIN "products" p ON p."id" = s."product_id" AND p."organisation_id" = s."organisation_id"
   WHERE p."lot_managed" AND sl."on_hand" > 0
  WINDOW w AS (PARTITION BY sl."stock_id"
               ORDER BY l."pickable" DESC, l."route_order", l."code", l."id")
), "lot" AS (
  SELECT "id", "stock_id",
         sum("on_hand") OVER w - "on_hand" AS "lo", sum("on_hand") OVER w AS "hi"
    FROM "stock_lots"
   WHERE "on_hand" > 0
  WINDOW w AS (PARTITION BY "stock_id" ORDER BY "expires_on" NULLS LAST, "lot_no", "id")
)
INSERT INTO "stock_lot_locations"
  ("organisation_id", "warehouse_id", "stock_id", "stock_lot_id", "location_id", "on_hand")
SELECT sh."organisation_id", sh."warehouse_id", sh."stock_id", lt."id", sh."location_id",
       least(sh."hi", lt."hi") - greatest(sh."lo", lt."lo")
  FROM "shelf" sh
  JOIN "lot" lt ON lt."stock_id" = sh."stock_id"
 WHERE least(sh."hi", lt."hi") > greatest(sh."lo", lt."lo");
