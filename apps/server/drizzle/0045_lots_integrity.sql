CREATE TABLE "stock_transfer_line_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfer_line_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"line_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"expires_on" date,
	"quantity" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"returned_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_transfer_line_lots_lot_unique" UNIQUE("line_id","lot_no"),
	CONSTRAINT "stock_transfer_line_lots_qty_check" CHECK ("stock_transfer_line_lots"."quantity" >= 1 and "stock_transfer_line_lots"."received_qty" >= 0 and "stock_transfer_line_lots"."returned_qty" >= 0
          and "stock_transfer_line_lots"."received_qty" + "stock_transfer_line_lots"."returned_qty" <= "stock_transfer_line_lots"."quantity")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_findings" DROP CONSTRAINT "reconciliation_findings_kind_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "unallocatable_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_organisation_id_unique" UNIQUE("organisation_id","id");--> statement-breakpoint
ALTER TABLE "stock_transfer_line_lots" ADD CONSTRAINT "stock_transfer_line_lots_line_fk" FOREIGN KEY ("organisation_id","line_id") REFERENCES "public"."stock_transfer_lines"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_unallocatable_days_check" CHECK ("shops"."unallocatable_days" >= 0);--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_kind_check" CHECK ("reconciliation_findings"."kind" in ('ledger_on_hand', 'ledger_non_sellable', 'stock_allocated', 'order_status', 'orphan_allocation', 'line_allocated', 'over_shipped', 'line_shipped', 'transfer_balance', 'lot_balance'));