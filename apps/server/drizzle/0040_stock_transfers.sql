CREATE TABLE "stock_transfer_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfer_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"transfer_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"returned_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_transfer_lines_number_unique" UNIQUE("transfer_id","line_number"),
	CONSTRAINT "stock_transfer_lines_product_unique" UNIQUE("transfer_id","product_id"),
	CONSTRAINT "stock_transfer_lines_qty_check" CHECK ("stock_transfer_lines"."quantity" >= 1 and "stock_transfer_lines"."received_qty" >= 0 and "stock_transfer_lines"."returned_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"source_warehouse_id" integer NOT NULL,
	"destination_warehouse_id" integer NOT NULL,
	"receiving_schedule_id" integer,
	"memo" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfers_number_unique" UNIQUE("organisation_id","number"),
	CONSTRAINT "stock_transfers_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "stock_transfers_schedule_unique" UNIQUE("receiving_schedule_id"),
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('in_transit', 'partial', 'completed', 'cancelled')),
	CONSTRAINT "stock_transfers_warehouses_check" CHECK ("stock_transfers"."source_warehouse_id" <> "stock_transfers"."destination_warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "reconciliation_findings" DROP CONSTRAINT "reconciliation_findings_kind_check";--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_fk" FOREIGN KEY ("organisation_id","transfer_id") REFERENCES "public"."stock_transfers"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_source_fk" FOREIGN KEY ("organisation_id","source_warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_destination_fk" FOREIGN KEY ("organisation_id","destination_warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_schedule_fk" FOREIGN KEY ("organisation_id","receiving_schedule_id") REFERENCES "public"."receiving_schedules"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_product_idx" ON "stock_transfer_lines" USING btree ("organisation_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_list_idx" ON "stock_transfers" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_transfer_idx" ON "stock_movements" USING btree ("organisation_id","reference_id") WHERE kind = 'transfer';--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('initial', 'receipt', 'shipment', 'return', 'adjustment', 'allocation', 'release', 'sync', 'transfer'));--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_kind_check" CHECK ("reconciliation_findings"."kind" in ('ledger_on_hand', 'ledger_non_sellable', 'stock_allocated', 'order_status', 'orphan_allocation', 'line_allocated', 'over_shipped', 'line_shipped', 'transfer_balance'));