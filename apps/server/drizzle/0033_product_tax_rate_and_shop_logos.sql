CREATE TABLE "shop_logos" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_logos_content_type_check" CHECK ("shop_logos"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "shop_logos_size_check" CHECK (octet_length("shop_logos"."data") <= 204800)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_rate" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_logos" ADD CONSTRAINT "shop_logos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_logos" ADD CONSTRAINT "shop_logos_shop_fk" FOREIGN KEY ("organisation_id","shop_id") REFERENCES "public"."shops"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rate_check" CHECK ("products"."tax_rate" in (10, 8));