CREATE SEQUENCE "public"."product_generations" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "product_counts" ADD COLUMN "generation" bigint DEFAULT nextval('product_generations') NOT NULL;--> statement-breakpoint
-- Every statement that adds, removes or changes an organisation's products moves its generation
-- (decision 029): a list's count kept in the server with the generation it was counted at stays
-- exact while the generation the page reads, in the page's own snapshot, is the same. Stock writes
-- leave products alone, so an adjustment's refetch reuses its list's count.
CREATE OR REPLACE FUNCTION product_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (organisation_id, total)
    SELECT organisation_id, count(*) FROM product_rows_added GROUP BY organisation_id
  ON CONFLICT (organisation_id) DO UPDATE
    SET total = product_counts.total + excluded.total, generation = nextval('product_generations');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts AS counted
     SET total = counted.total - removed.total, generation = nextval('product_generations')
    FROM (SELECT organisation_id, count(*) AS total FROM product_rows_removed GROUP BY organisation_id) AS removed
   WHERE counted.organisation_id = removed.organisation_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_counts_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts SET generation = nextval('product_generations')
   WHERE organisation_id IN (SELECT DISTINCT organisation_id FROM product_rows_changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_count_touched AFTER UPDATE ON products REFERENCING NEW TABLE AS product_rows_changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_touch();
