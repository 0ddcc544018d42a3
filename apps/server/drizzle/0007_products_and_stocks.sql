CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_organisation_id_unique" UNIQUE("organisation_id","id");--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"representative_code" text,
	"name" text NOT NULL,
	"jan_code" text,
	"price" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"weight_g" integer,
	"width_mm" integer,
	"depth_mm" integer,
	"height_mm" integer,
	"sales_status" text DEFAULT 'on_sale' NOT NULL,
	"stock_managed" boolean DEFAULT true NOT NULL,
	"stock_threshold" integer DEFAULT 0 NOT NULL,
	"supplier_id" integer,
	"note" text,
	"rsl_linked" boolean DEFAULT false NOT NULL,
	"temperature_zone" text DEFAULT 'ambient' NOT NULL,
	"is_dangerous" boolean DEFAULT false NOT NULL,
	"lot_managed" boolean DEFAULT false NOT NULL,
	"serial_managed" boolean DEFAULT false NOT NULL,
	"external_linked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_organisation_code_unique" UNIQUE("organisation_id","product_code"),
	CONSTRAINT "products_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "products_sales_status_check" CHECK ("products"."sales_status" in ('on_sale', 'suspended', 'discontinued')),
	CONSTRAINT "products_temperature_zone_check" CHECK ("products"."temperature_zone" in ('ambient', 'chilled', 'frozen')),
	CONSTRAINT "products_non_negative_check" CHECK ("products"."price" >= 0 and "products"."cost" >= 0 and "products"."stock_threshold" >= 0),
	CONSTRAINT "products_jan_check" CHECK ("products"."jan_code" ~ '^[0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "sku_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"shop_sku_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_mappings_shop_sku_unique" UNIQUE("shop_id","shop_sku_code")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"stock_id" integer NOT NULL,
	"kind" text NOT NULL,
	"on_hand_delta" integer DEFAULT 0 NOT NULL,
	"allocated_delta" integer DEFAULT 0 NOT NULL,
	"non_sellable_delta" integer DEFAULT 0 NOT NULL,
	"on_hand_after" integer NOT NULL,
	"allocated_after" integer NOT NULL,
	"non_sellable_after" integer NOT NULL,
	"reason" text,
	"note" text,
	"reference_type" text,
	"reference_id" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('initial', 'receipt', 'shipment', 'return', 'adjustment', 'allocation', 'release', 'sync'))
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"non_sellable" integer DEFAULT 0 NOT NULL,
	"in_process" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_product_warehouse_unique" UNIQUE("organisation_id","product_id","warehouse_id"),
	CONSTRAINT "stocks_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "stocks_on_hand_check" CHECK ("stocks"."on_hand" >= 0),
	CONSTRAINT "stocks_allocated_check" CHECK ("stocks"."allocated" >= 0 and "stocks"."allocated" <= "stocks"."on_hand"),
	CONSTRAINT "stocks_non_sellable_check" CHECK ("stocks"."non_sellable" >= 0),
	CONSTRAINT "stocks_in_process_check" CHECK ("stocks"."in_process" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organisation_supplier_fk" FOREIGN KEY ("organisation_id","supplier_id") REFERENCES "public"."suppliers"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_shop_fk" FOREIGN KEY ("organisation_id","shop_id") REFERENCES "public"."shops"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_fk" FOREIGN KEY ("organisation_id","stock_id") REFERENCES "public"."stocks"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_organisation_name_idx" ON "products" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "products_organisation_jan_idx" ON "products" USING btree ("organisation_id","jan_code");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("organisation_id","supplier_id");--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("product_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_mappings_product_idx" ON "sku_mappings" USING btree ("organisation_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_stock_idx" ON "stock_movements" USING btree ("stock_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stocks_warehouse_idx" ON "stocks" USING btree ("organisation_id","warehouse_id");
