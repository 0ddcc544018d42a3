CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"route_order" integer NOT NULL,
	"pickable" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_warehouse_code_unique" UNIQUE("organisation_id","warehouse_id","code"),
	CONSTRAINT "locations_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "locations_warehouse_id_unique" UNIQUE("organisation_id","warehouse_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_locations" (
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "product_locations_organisation_id_warehouse_id_product_id_pk" PRIMARY KEY("organisation_id","warehouse_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_location_fk" FOREIGN KEY ("organisation_id","warehouse_id","location_id") REFERENCES "public"."locations"("organisation_id","warehouse_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_warehouse_route_idx" ON "locations" USING btree ("organisation_id","warehouse_id","route_order");--> statement-breakpoint
CREATE INDEX "product_locations_location_idx" ON "product_locations" USING btree ("organisation_id","location_id");