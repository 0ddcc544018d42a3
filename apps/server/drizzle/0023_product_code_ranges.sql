CREATE TABLE "product_code_ranges" (
	"organisation_id" uuid NOT NULL,
	"lower_code" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_code_ranges_organisation_id_lower_code_pk" PRIMARY KEY("organisation_id","lower_code")
);
--> statement-breakpoint
ALTER TABLE "product_code_ranges" ADD CONSTRAINT "product_code_ranges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The organisation's product codes in ranges of at most 1,000 (decision 029): a deep page in code
-- order (stock list page 2000) starts at the range holding its first row and walks at most 1,000
-- index entries instead of the 40,000 before it. Statement triggers keep each range's count exact
-- in the writing transaction, after the product count's trigger (named before these, so it fires
-- first), whose row lock already serialises an organisation's product writes.

-- Moves the codes into (delta 1) or out of (delta -1) their ranges: a code belongs to the range
-- with the greatest lower code at or below it. One sort of the codes and the ranges, no probe per
-- code; a range grown past 1,000 is cut again, an emptied one is merged into the one before it.
CREATE FUNCTION product_code_ranges_shift(organisation uuid, codes text[], delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO product_code_ranges (organisation_id, lower_code, products)
      VALUES (organisation, '', 0) ON CONFLICT DO NOTHING;
  END IF;
  UPDATE product_code_ranges AS r SET products = r.products + delta * moved.n
    FROM (SELECT range_code, count(*)::integer AS n FROM (
            SELECT bound, max(bound) OVER (ORDER BY code, bound IS NULL ROWS UNBOUNDED PRECEDING) AS range_code
              FROM (SELECT code, NULL::text AS bound FROM unnest(codes) AS code
                    UNION ALL
                    SELECT lower_code, lower_code FROM product_code_ranges
                     WHERE organisation_id = organisation) AS marked
          ) AS assigned
          WHERE bound IS NULL GROUP BY range_code) AS moved
   WHERE r.organisation_id = organisation AND r.lower_code = moved.range_code;
  PERFORM product_code_ranges_cut(organisation, r.lower_code) FROM product_code_ranges AS r
    WHERE r.organisation_id = organisation AND r.products > 1000;
  DELETE FROM product_code_ranges
   WHERE organisation_id = organisation AND products = 0 AND lower_code <> '';
END $$;
--> statement-breakpoint
-- Cuts one range into ranges of 500 codes, counted again from the code index.
CREATE FUNCTION product_code_ranges_cut(organisation uuid, range_code text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_code text;
BEGIN
  SELECT min(lower_code) INTO next_code FROM product_code_ranges
   WHERE organisation_id = organisation AND lower_code > range_code;
  DELETE FROM product_code_ranges WHERE organisation_id = organisation AND lower_code = range_code;
  -- Two statements, so each bounds its index walk (an "or is null" would walk to the last code).
  IF next_code IS NULL THEN
    INSERT INTO product_code_ranges (organisation_id, lower_code, products)
      SELECT organisation, CASE WHEN part = 0 THEN range_code ELSE min(product_code) END, count(*)
        FROM (SELECT p.product_code, (row_number() OVER (ORDER BY p.product_code) - 1) / 500 AS part
                FROM products AS p
               WHERE p.organisation_id = organisation AND p.product_code >= range_code) AS numbered
       GROUP BY part;
  ELSE
    INSERT INTO product_code_ranges (organisation_id, lower_code, products)
      SELECT organisation, CASE WHEN part = 0 THEN range_code ELSE min(product_code) END, count(*)
        FROM (SELECT p.product_code, (row_number() OVER (ORDER BY p.product_code) - 1) / 500 AS part
                FROM products AS p
               WHERE p.organisation_id = organisation AND p.product_code >= range_code
                 AND p.product_code < next_code) AS numbered
       GROUP BY part;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_code_ranges_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_code_ranges_shift(organisation_id, array_agg(product_code), 1)
     FROM product_rows_added GROUP BY organisation_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_code_ranges_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_code_ranges_shift(organisation_id, array_agg(product_code), -1)
     FROM product_rows_removed GROUP BY organisation_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A code changed by an edit: out of its old range, into its new one. The product count's row is
-- locked first, as the statement triggers' writes do, so two writers take their locks in one order.
CREATE FUNCTION product_code_ranges_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM product_counts WHERE organisation_id = NEW.organisation_id FOR UPDATE;
  PERFORM product_code_ranges_shift(OLD.organisation_id, ARRAY[OLD.product_code], -1);
  PERFORM product_code_ranges_shift(NEW.organisation_id, ARRAY[NEW.product_code], 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_code_ranges_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_code_ranges;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_range_added AFTER INSERT ON products REFERENCING NEW TABLE AS product_rows_added
  FOR EACH STATEMENT EXECUTE FUNCTION product_code_ranges_add();--> statement-breakpoint
CREATE TRIGGER products_range_removed AFTER DELETE ON products REFERENCING OLD TABLE AS product_rows_removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_code_ranges_subtract();--> statement-breakpoint
CREATE TRIGGER products_range_moved AFTER UPDATE OF product_code ON products FOR EACH ROW
  WHEN (OLD.product_code IS DISTINCT FROM NEW.product_code) EXECUTE FUNCTION product_code_ranges_move();--> statement-breakpoint
CREATE TRIGGER products_range_cleared AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_code_ranges_clear();--> statement-breakpoint
INSERT INTO product_code_ranges (organisation_id, lower_code, products)
  SELECT organisation_id, CASE WHEN part = 0 THEN '' ELSE min(product_code) END, count(*)
    FROM (SELECT organisation_id, product_code,
                 (row_number() OVER (PARTITION BY organisation_id ORDER BY product_code) - 1) / 500 AS part
            FROM products) AS numbered
   GROUP BY organisation_id, part;
--> statement-breakpoint
-- The ids of an organisation's products at positions [skip, skip + take) in code order (or from the
-- last code, descending), in ascending code order: the caller orders its page. The ranges' running
-- counts find the one holding the first of them; the walk starts at its lower code. STABLE, so it
-- reads the caller's snapshot: the counts and the codes agree.
CREATE FUNCTION product_ids_in_code_order(organisation uuid, skip integer, take integer, descending boolean)
RETURNS TABLE (product_id integer) LANGUAGE plpgsql STABLE ROWS 20 AS $$
DECLARE
  first_position integer := skip;
  range_code text;
  range_position integer;
BEGIN
  IF descending THEN
    SELECT c.total - skip - take INTO first_position FROM product_counts AS c
     WHERE c.organisation_id = organisation;
    IF first_position IS NULL THEN RETURN; END IF;
    IF first_position < 0 THEN
      take := take + first_position;
      first_position := 0;
    END IF;
  END IF;
  IF take <= 0 THEN RETURN; END IF;
  SELECT r.lower_code, r.before INTO range_code, range_position
    FROM (SELECT lower_code, (sum(products) OVER (ORDER BY lower_code) - products)::integer AS before
            FROM product_code_ranges WHERE organisation_id = organisation) AS r
   WHERE r.before <= first_position ORDER BY r.lower_code DESC LIMIT 1;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT p.id FROM products AS p
    WHERE p.organisation_id = organisation AND p.product_code >= range_code
    ORDER BY p.product_code OFFSET first_position - range_position LIMIT take;
END $$;
