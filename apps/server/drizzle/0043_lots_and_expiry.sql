CREATE TABLE "stock_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"stock_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"expires_on" date,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_stock_lot_unique" UNIQUE("stock_id","lot_no"),
	CONSTRAINT "stock_lots_figures_check" CHECK ("stock_lots"."on_hand" >= 0 and "stock_lots"."allocated" >= 0 and "stock_lots"."allocated" <= "stock_lots"."on_hand")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unallocatable_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot_no" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "lot_no" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD COLUMN "lot_no" text;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_stock_fk" FOREIGN KEY ("organisation_id","stock_id") REFERENCES "public"."stocks"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_lots_expiry_idx" ON "stock_lots" USING btree ("organisation_id","expires_on");--> statement-breakpoint
-- Stock of ロット管理 products from before lots were kept: one ロット不明 lot ('') each, so the lots sum to the row.
INSERT INTO "stock_lots" ("organisation_id", "stock_id", "lot_no", "expires_on", "on_hand", "allocated")
SELECT s."organisation_id", s."id", '', NULL, s."on_hand", s."allocated"
  FROM "stocks" s JOIN "products" p ON p."id" = s."product_id"
 WHERE p."lot_managed" AND s."on_hand" > 0;
