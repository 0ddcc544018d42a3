CREATE TABLE "warehouse_stock_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_stock_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"non_sellable_quantity" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_stock_reports_unique" UNIQUE("organisation_id","warehouse_id","product_id"),
	CONSTRAINT "warehouse_stock_reports_quantity_check" CHECK ("warehouse_stock_reports"."quantity" >= 0 and "warehouse_stock_reports"."non_sellable_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_stock_reports" ADD CONSTRAINT "warehouse_stock_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_reports" ADD CONSTRAINT "warehouse_stock_reports_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_reports" ADD CONSTRAINT "warehouse_stock_reports_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE cascade ON UPDATE no action;