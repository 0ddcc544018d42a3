CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"postal_code" text,
	"prefecture" text,
	"city" text,
	"town" text,
	"building" text,
	"phone" text,
	"email" text,
	"contact_name" text,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_organisation_code_unique" UNIQUE("organisation_id","code"),
	CONSTRAINT "suppliers_organisation_id_id_unique" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"postal_code" text,
	"prefecture" text,
	"city" text,
	"town" text,
	"building" text,
	"phone" text,
	"supplier_id" integer,
	"sync_status" text DEFAULT 'unsynced' NOT NULL,
	"synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_organisation_vendor_code_unique" UNIQUE("organisation_id","vendor_code"),
	CONSTRAINT "vendors_sync_status_check" CHECK ("vendors"."sync_status" in ('unsynced', 'synced', 'error'))
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mall" text NOT NULL,
	"url" text,
	"warehouse_group_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_organisation_code_unique" UNIQUE("organisation_id","code"),
	CONSTRAINT "shops_mall_check" CHECK ("shops"."mall" in ('楽天市場', 'Amazon', 'Yahoo!ショッピング', 'Shopify', '自社サイト', 'その他'))
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_organisation_supplier_fk" FOREIGN KEY ("organisation_id","supplier_id") REFERENCES "public"."suppliers"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_organisation_warehouse_group_fk" FOREIGN KEY ("organisation_id","warehouse_group_id") REFERENCES "public"."warehouse_groups"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suppliers_organisation_name_idx" ON "suppliers" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "vendors_supplier_idx" ON "vendors" USING btree ("organisation_id","supplier_id");--> statement-breakpoint
CREATE INDEX "shops_warehouse_group_idx" ON "shops" USING btree ("organisation_id","warehouse_group_id");