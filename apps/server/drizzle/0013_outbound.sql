CREATE TABLE "order_allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"method" text NOT NULL,
	"priority" text NOT NULL,
	"rank" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "order_allocations_quantity_check" CHECK ("order_allocations"."quantity" >= 1),
	CONSTRAINT "order_allocations_state_check" CHECK ("order_allocations"."state" in ('active', 'released', 'shipped')),
	CONSTRAINT "order_allocations_method_check" CHECK ("order_allocations"."method" in ('order', 'line', 'split')),
	CONSTRAINT "order_allocations_priority_check" CHECK ("order_allocations"."priority" in ('group_order', 'most_available'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"allocated_qty" integer DEFAULT 0 NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_lines_number_unique" UNIQUE("order_id","line_number"),
	CONSTRAINT "order_lines_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_unit_price_check" CHECK ("order_lines"."unit_price" >= 0),
	CONSTRAINT "order_lines_allocated_check" CHECK ("order_lines"."allocated_qty" >= 0 and "order_lines"."allocated_qty" <= "order_lines"."quantity"),
	CONSTRAINT "order_lines_shipped_check" CHECK ("order_lines"."shipped_qty" >= 0 and "order_lines"."shipped_qty" <= "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"shop_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_kana" text,
	"postal_code" text NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"town" text,
	"building" text,
	"phone" text NOT NULL,
	"postal_mismatch" boolean DEFAULT false NOT NULL,
	"delivery_date" date,
	"delivery_time_slot" text,
	"note" text,
	"status" text DEFAULT 'unallocated' NOT NULL,
	"allocation_note" text,
	"allocated_at" timestamp with time zone,
	"shipped_on" date,
	"carrier" text,
	"tracking_number" text,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_shop_number_unique" UNIQUE("organisation_id","shop_id","order_number"),
	CONSTRAINT "orders_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('unallocated', 'partial', 'allocated', 'instructed', 'shipped', 'on_hold', 'ng', 'cancelled')),
	CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('csv', 'api', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "allocation_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"method" text DEFAULT 'order' NOT NULL,
	"priority" text DEFAULT 'group_order' NOT NULL,
	"allow_partial" boolean DEFAULT false NOT NULL,
	"auto_enabled" boolean DEFAULT false NOT NULL,
	"auto_interval_minutes" integer DEFAULT 30 NOT NULL,
	"cutoff_hour" integer DEFAULT 13 NOT NULL,
	"default_warehouse_group_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocation_settings_method_check" CHECK ("allocation_settings"."method" in ('order', 'line', 'split')),
	CONSTRAINT "allocation_settings_priority_check" CHECK ("allocation_settings"."priority" in ('group_order', 'most_available')),
	CONSTRAINT "allocation_settings_interval_check" CHECK ("allocation_settings"."auto_interval_minutes" between 5 and 1440),
	CONSTRAINT "allocation_settings_cutoff_check" CHECK ("allocation_settings"."cutoff_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "shipping_instruction_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_instruction_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"instruction_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"shippable_quantity" integer,
	CONSTRAINT "shipping_instruction_lines_number_unique" UNIQUE("instruction_id","line_number"),
	CONSTRAINT "shipping_instruction_lines_quantity_check" CHECK ("shipping_instruction_lines"."quantity" >= 1),
	CONSTRAINT "shipping_instruction_lines_shippable_check" CHECK ("shipping_instruction_lines"."shippable_quantity" is null or "shipping_instruction_lines"."shippable_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_instructions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'unsynced' NOT NULL,
	"ship_date" date NOT NULL,
	"shipped_on" date,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"ng_reason" text,
	"ng_detail" text,
	"ng_reported_at" timestamp with time zone,
	"sync_message" text,
	"cancel_reason" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_instructions_number_unique" UNIQUE("organisation_id","number"),
	CONSTRAINT "shipping_instructions_organisation_id_unique" UNIQUE("organisation_id","id"),
	CONSTRAINT "shipping_instructions_status_check" CHECK ("shipping_instructions"."status" in ('unsynced', 'accepted', 'working', 'shipped', 'on_hold', 'ng', 'cancelled', 'sync_error'))
);
--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_order_fk" FOREIGN KEY ("organisation_id","order_id") REFERENCES "public"."orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_line_fk" FOREIGN KEY ("organisation_id","order_line_id") REFERENCES "public"."order_lines"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("organisation_id","order_id") REFERENCES "public"."orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_fk" FOREIGN KEY ("organisation_id","shop_id") REFERENCES "public"."shops"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_settings" ADD CONSTRAINT "allocation_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_settings" ADD CONSTRAINT "allocation_settings_group_fk" FOREIGN KEY ("organisation_id","default_warehouse_group_id") REFERENCES "public"."warehouse_groups"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instruction_lines" ADD CONSTRAINT "shipping_instruction_lines_instruction_fk" FOREIGN KEY ("organisation_id","instruction_id") REFERENCES "public"."shipping_instructions"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instruction_lines" ADD CONSTRAINT "shipping_instruction_lines_order_line_fk" FOREIGN KEY ("organisation_id","order_line_id") REFERENCES "public"."order_lines"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instruction_lines" ADD CONSTRAINT "shipping_instruction_lines_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_order_fk" FOREIGN KEY ("organisation_id","order_id") REFERENCES "public"."orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_allocations_order_idx" ON "order_allocations" USING btree ("organisation_id","order_id");--> statement-breakpoint
CREATE INDEX "order_allocations_active_stock_idx" ON "order_allocations" USING btree ("stock_id") WHERE "order_allocations"."state" = 'active';--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("organisation_id","product_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("organisation_id","status","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_ordered_at_idx" ON "orders" USING btree ("organisation_id","ordered_at");--> statement-breakpoint
CREATE INDEX "shipping_instruction_lines_order_line_idx" ON "shipping_instruction_lines" USING btree ("organisation_id","order_line_id");--> statement-breakpoint
CREATE INDEX "shipping_instructions_order_idx" ON "shipping_instructions" USING btree ("organisation_id","order_id");--> statement-breakpoint
CREATE INDEX "shipping_instructions_status_idx" ON "shipping_instructions" USING btree ("organisation_id","status");