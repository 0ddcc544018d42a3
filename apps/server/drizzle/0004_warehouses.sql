CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"endpoint_url" text,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_test_succeeded" boolean,
	"last_test_message" text,
	"last_tested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_organisation_name_key" UNIQUE("organisation_id","name"),
	CONSTRAINT "app_settings_organisation_id_key" UNIQUE("organisation_id","id"),
	CONSTRAINT "app_settings_kind_check" CHECK ("app_settings"."kind" in ('rsl', 'rakuten_rms', 'stockcrew', 'other'))
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"in_use" boolean DEFAULT true NOT NULL,
	"app_setting_id" integer,
	"postal_code" text,
	"prefecture" text,
	"city" text,
	"town" text,
	"building" text,
	"phone" text,
	"cutoff_time" text DEFAULT '13:00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_organisation_code_key" UNIQUE("organisation_id","code"),
	CONSTRAINT "warehouses_organisation_id_key" UNIQUE("organisation_id","id"),
	CONSTRAINT "warehouses_type_check" CHECK ("warehouses"."type" in ('own', 'rsl', 'stockcrew', 'other_3pl')),
	CONSTRAINT "warehouses_cutoff_time_check" CHECK ("warehouses"."cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "warehouse_group_members" (
	"organisation_id" uuid NOT NULL,
	"group_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "warehouse_group_members_group_id_warehouse_id_pk" PRIMARY KEY("group_id","warehouse_id"),
	CONSTRAINT "warehouse_group_members_position_key" UNIQUE("group_id","position")
);
--> statement-breakpoint
CREATE TABLE "warehouse_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_groups_organisation_name_key" UNIQUE("organisation_id","name"),
	CONSTRAINT "warehouse_groups_organisation_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_app_setting_fk" FOREIGN KEY ("organisation_id","app_setting_id") REFERENCES "public"."app_settings"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_group_members" ADD CONSTRAINT "warehouse_group_members_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."warehouse_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_group_members" ADD CONSTRAINT "warehouse_group_members_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_groups" ADD CONSTRAINT "warehouse_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_group_members_warehouse_idx" ON "warehouse_group_members" USING btree ("warehouse_id");