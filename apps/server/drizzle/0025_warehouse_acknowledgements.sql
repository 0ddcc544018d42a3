CREATE TABLE "warehouse_acknowledgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"app_setting_id" integer NOT NULL,
	"subject" text NOT NULL,
	"reference" text NOT NULL,
	"record_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_acknowledgements_reference_key" UNIQUE("organisation_id","warehouse_id","app_setting_id","subject","reference"),
	CONSTRAINT "warehouse_acknowledgements_subject_check" CHECK ("warehouse_acknowledgements"."subject" in ('inbound_schedule', 'shipping_instruction', 'vendor', 'product'))
);
--> statement-breakpoint
ALTER TABLE "warehouse_acknowledgements" ADD CONSTRAINT "warehouse_acknowledgements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_acknowledgements" ADD CONSTRAINT "warehouse_acknowledgements_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_acknowledgements" ADD CONSTRAINT "warehouse_acknowledgements_setting_fk" FOREIGN KEY ("organisation_id","app_setting_id") REFERENCES "public"."app_settings"("organisation_id","id") ON DELETE cascade ON UPDATE no action;