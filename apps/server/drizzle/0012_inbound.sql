CREATE TABLE "receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"schedule_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"received_qty" integer NOT NULL,
	"non_sellable_qty" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_line_source_unique" UNIQUE("line_id","source_ref"),
	CONSTRAINT "receipts_source_check" CHECK ("receipts"."source" in ('manual', 'warehouse')),
	CONSTRAINT "receipts_qty_check" CHECK ("receipts"."received_qty" >= 0 and "receipts"."non_sellable_qty" >= 0 and "receipts"."received_qty" + "receipts"."non_sellable_qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "receiving_schedule_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receiving_schedule_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"schedule_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" integer NOT NULL,
	"scheduled_qty" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"non_sellable_qty" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "receiving_schedule_lines_number_unique" UNIQUE("schedule_id","line_number"),
	CONSTRAINT "receiving_schedule_lines_product_unique" UNIQUE("schedule_id","product_id"),
	CONSTRAINT "receiving_schedule_lines_qty_check" CHECK ("receiving_schedule_lines"."scheduled_qty" >= 1),
	CONSTRAINT "receiving_schedule_lines_received_check" CHECK ("receiving_schedule_lines"."received_qty" >= 0 and "receiving_schedule_lines"."non_sellable_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receiving_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receiving_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"vendor_id" integer,
	"supplier_id" integer,
	"scheduled_date" date NOT NULL,
	"carrier" text,
	"parcel_count" integer,
	"note" text,
	"status" text DEFAULT 'unsynced' NOT NULL,
	"sync_message" text,
	"cancel_reason" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_schedules_number_unique" UNIQUE("organisation_id","number"),
	CONSTRAINT "receiving_schedules_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "receiving_schedules_kind_check" CHECK ("receiving_schedules"."kind" in ('normal', 'return', 'transfer')),
	CONSTRAINT "receiving_schedules_status_check" CHECK ("receiving_schedules"."status" in ('unsynced', 'waiting', 'partial', 'completed', 'cancelled', 'sync_error')),
	CONSTRAINT "receiving_schedules_parcel_check" CHECK ("receiving_schedules"."parcel_count" is null or "receiving_schedules"."parcel_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"return_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	CONSTRAINT "customer_return_lines_qty_check" CHECK ("customer_return_lines"."quantity" >= 1),
	CONSTRAINT "customer_return_lines_condition_check" CHECK ("customer_return_lines"."condition" in ('good', 'defective'))
);
--> statement-breakpoint
CREATE TABLE "customer_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"return_number" text NOT NULL,
	"order_number" text,
	"shop_id" integer,
	"warehouse_id" integer NOT NULL,
	"returned_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_returns_number_unique" UNIQUE("organisation_id","warehouse_id","return_number"),
	CONSTRAINT "customer_returns_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "customer_returns_reason_check" CHECK ("customer_returns"."reason" in ('長期不在', '受取拒否', '顧客都合', '商品不良', '誤配送', 'その他')),
	CONSTRAINT "customer_returns_source_check" CHECK ("customer_returns"."source" in ('manual', 'warehouse'))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_line_id_receiving_schedule_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."receiving_schedule_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedule_lines" ADD CONSTRAINT "receiving_schedule_lines_schedule_fk" FOREIGN KEY ("organisation_id","schedule_id") REFERENCES "public"."receiving_schedules"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedule_lines" ADD CONSTRAINT "receiving_schedule_lines_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedules" ADD CONSTRAINT "receiving_schedules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedules" ADD CONSTRAINT "receiving_schedules_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedules" ADD CONSTRAINT "receiving_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedules" ADD CONSTRAINT "receiving_schedules_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_schedules" ADD CONSTRAINT "receiving_schedules_supplier_fk" FOREIGN KEY ("organisation_id","supplier_id") REFERENCES "public"."suppliers"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_return_lines" ADD CONSTRAINT "customer_return_lines_return_fk" FOREIGN KEY ("organisation_id","return_id") REFERENCES "public"."customer_returns"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_return_lines" ADD CONSTRAINT "customer_return_lines_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD CONSTRAINT "customer_returns_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD CONSTRAINT "customer_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD CONSTRAINT "customer_returns_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD CONSTRAINT "customer_returns_shop_fk" FOREIGN KEY ("organisation_id","shop_id") REFERENCES "public"."shops"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_schedule_idx" ON "receipts" USING btree ("organisation_id","schedule_id");--> statement-breakpoint
CREATE INDEX "receiving_schedule_lines_product_idx" ON "receiving_schedule_lines" USING btree ("organisation_id","product_id");--> statement-breakpoint
CREATE INDEX "receiving_schedules_date_idx" ON "receiving_schedules" USING btree ("organisation_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "receiving_schedules_warehouse_idx" ON "receiving_schedules" USING btree ("organisation_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "customer_return_lines_return_idx" ON "customer_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "customer_returns_returned_idx" ON "customer_returns" USING btree ("organisation_id","returned_at");