CREATE TABLE "stocktake_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocktake_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"stocktake_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer,
	"counted_at" timestamp with time zone,
	CONSTRAINT "stocktake_lines_product_unique" UNIQUE("stocktake_id","product_id"),
	CONSTRAINT "stocktake_lines_counted_check" CHECK ("stocktake_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stocktakes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocktakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'counting' NOT NULL,
	"product_filter" text,
	"line_count" integer NOT NULL,
	"adjusted_count" integer,
	"started_by" uuid,
	"finished_by" uuid,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocktakes_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "stocktakes_status_check" CHECK ("stocktakes"."status" in ('counting', 'applied', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_stocktake_fk" FOREIGN KEY ("organisation_id","stocktake_id") REFERENCES "public"."stocktakes"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocktake_lines_product_idx" ON "stocktake_lines" USING btree ("organisation_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stocktakes_one_open_idx" ON "stocktakes" USING btree ("organisation_id","warehouse_id") WHERE status = 'counting';--> statement-breakpoint
CREATE INDEX "stocktakes_list_idx" ON "stocktakes" USING btree ("organisation_id","created_at");