CREATE TABLE "product_status_counts" (
	"organisation_id" uuid NOT NULL,
	"sales_status" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_status_counts_organisation_id_sales_status_pk" PRIMARY KEY("organisation_id","sales_status")
);
--> statement-breakpoint
ALTER TABLE "product_status_counts" ADD CONSTRAINT "product_status_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- HAND-WRITTEN from here (functions and triggers; re-append as it is when renumbering).
-- Each organisation's number of products per 販売状態 (decision 078), kept in every write like
-- the product count (0015): a statement's rows grouped by status, whatever their number. The
-- product count's trigger (named before these) has locked the organisation's row first.
CREATE FUNCTION product_status_counts_shift(shifted jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Removing only updates: a row inserted for an organisation being deleted would break its key.
  INSERT INTO product_status_counts (organisation_id, sales_status, products)
    SELECT s.organisation_id, s.sales_status, s.delta
      FROM jsonb_to_recordset(shifted) AS s(organisation_id uuid, sales_status text, delta integer)
     WHERE s.delta > 0
     ORDER BY s.organisation_id, s.sales_status
  ON CONFLICT (organisation_id, sales_status)
    DO UPDATE SET products = product_status_counts.products + excluded.products;
  UPDATE product_status_counts AS kept SET products = kept.products + s.delta
    FROM jsonb_to_recordset(shifted) AS s(organisation_id uuid, sales_status text, delta integer)
   WHERE s.delta < 0 AND kept.organisation_id = s.organisation_id AND kept.sales_status = s.sales_status;
END $$;--> statement-breakpoint
CREATE FUNCTION product_status_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_status_counts_shift(coalesce(jsonb_agg(counted), '[]'))
    FROM (SELECT organisation_id, sales_status, count(*) AS delta
            FROM product_rows_added GROUP BY organisation_id, sales_status) AS counted;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_status_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_status_counts_shift(coalesce(jsonb_agg(counted), '[]'))
    FROM (SELECT organisation_id, sales_status, -count(*) AS delta
            FROM product_rows_removed GROUP BY organisation_id, sales_status) AS counted;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the rows whose status changed move: one out of the old status, one into the new.
CREATE FUNCTION product_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_status_counts_shift(coalesce(jsonb_agg(counted), '[]'))
    FROM (SELECT organisation_id, sales_status, sum(delta) AS delta
            FROM (SELECT o.organisation_id, o.sales_status, -1 AS delta
                    FROM product_rows_before AS o JOIN product_rows_after AS n ON n.id = o.id
                   WHERE o.sales_status <> n.sales_status
                  UNION ALL
                  SELECT n.organisation_id, n.sales_status, 1
                    FROM product_rows_before AS o JOIN product_rows_after AS n ON n.id = o.id
                   WHERE o.sales_status <> n.sales_status) AS moved
           GROUP BY organisation_id, sales_status) AS counted;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_status_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_status_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_status_added AFTER INSERT ON products REFERENCING NEW TABLE AS product_rows_added
  FOR EACH STATEMENT EXECUTE FUNCTION product_status_add();--> statement-breakpoint
CREATE TRIGGER products_status_removed AFTER DELETE ON products REFERENCING OLD TABLE AS product_rows_removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_status_subtract();--> statement-breakpoint
CREATE TRIGGER products_status_changed AFTER UPDATE ON products
  REFERENCING OLD TABLE AS product_rows_before NEW TABLE AS product_rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION product_status_change();--> statement-breakpoint
CREATE TRIGGER products_status_cleared AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_status_clear();--> statement-breakpoint
INSERT INTO product_status_counts (organisation_id, sales_status, products)
  SELECT organisation_id, sales_status, count(*) FROM products GROUP BY organisation_id, sales_status;
