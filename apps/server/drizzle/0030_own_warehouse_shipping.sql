CREATE TABLE "picking_batch_instructions" (
	"organisation_id" uuid NOT NULL,
	"batch_id" integer NOT NULL,
	"instruction_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "picking_batch_instructions_instruction_unique" UNIQUE("organisation_id","instruction_id"),
	CONSTRAINT "picking_batch_instructions_position_check" CHECK ("picking_batch_instructions"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "picking_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "picking_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picking_batches_number_unique" UNIQUE("organisation_id","number"),
	CONSTRAINT "picking_batches_organisation_id_unique" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "shipping_instructions" DROP CONSTRAINT "shipping_instructions_status_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_postal_code" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_prefecture" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_city" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_town" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_building" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_phone" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_note_message" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "yamato_billing_customer_code" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "yamato_billing_class_code" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "yamato_freight_number" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sagawa_customer_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cool_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD COLUMN "inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "picking_batch_instructions" ADD CONSTRAINT "picking_batch_instructions_batch_fk" FOREIGN KEY ("organisation_id","batch_id") REFERENCES "public"."picking_batches"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_batch_instructions" ADD CONSTRAINT "picking_batch_instructions_instruction_fk" FOREIGN KEY ("organisation_id","instruction_id") REFERENCES "public"."shipping_instructions"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_batches" ADD CONSTRAINT "picking_batches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_batches" ADD CONSTRAINT "picking_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_batches" ADD CONSTRAINT "picking_batches_warehouse_fk" FOREIGN KEY ("organisation_id","warehouse_id") REFERENCES "public"."warehouses"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picking_batch_instructions_batch_idx" ON "picking_batch_instructions" USING btree ("organisation_id","batch_id");--> statement-breakpoint
CREATE INDEX "picking_batches_created_idx" ON "picking_batches" USING btree ("organisation_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_check" CHECK ("orders"."delivery_method" in ('takkyubin', 'takkyubin_compact', 'nekopos', 'yu_packet', 'yu_pack', 'hikyaku', 'mail_bin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_carrier_check" CHECK ("orders"."delivery_carrier" in ('yamato', 'sagawa', 'japanpost'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_pair_check" CHECK (("orders"."delivery_method" is null) = ("orders"."delivery_carrier" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cool_type_check" CHECK ("orders"."cool_type" in ('none', 'chilled', 'frozen'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_amount_check" CHECK ("orders"."cod_amount" >= 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fees_check" CHECK ("orders"."shipping_fee" >= 0 and "orders"."cod_fee" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('unallocated', 'partial', 'allocated', 'instructed', 'working', 'inspected', 'partially_shipped', 'shipped', 'on_hold', 'ng', 'cancelled'));--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_status_check" CHECK ("shipping_instructions"."status" in ('unsynced', 'accepted', 'working', 'inspected', 'shipped', 'on_hold', 'ng', 'cancelled', 'sync_error'));