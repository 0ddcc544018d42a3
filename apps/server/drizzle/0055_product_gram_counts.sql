CREATE TABLE "product_gram_counts" (
	"organisation_id" uuid NOT NULL,
	"gram" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_gram_counts_organisation_id_gram_pk" PRIMARY KEY("organisation_id","gram")
);
--> statement-breakpoint
ALTER TABLE "product_counts" ADD COLUMN "grams_kept" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_gram_counts" ADD CONSTRAINT "product_gram_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- HAND-WRITTEN from here (functions and triggers; re-append as it is when renumbering).
-- Each organisation's number of products per bigram of code and name (decision 078), kept by
-- statement triggers like the product count (0015) while grams_kept: a two-character keyword's
-- matches are one row. A statement writing more than a thousand products clears grams_kept
-- instead of counting their grams in the write (the import keeps its pace), and the keeper in the
-- server counts the organisation again (product_gram_counts_rebuild). Existing counts start unkept.
UPDATE "product_counts" SET "grams_kept" = false;--> statement-breakpoint
CREATE FUNCTION product_gram_counts_shift(organisation uuid, texts text[], delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  grams text[];
  counts integer[];
BEGIN
  -- The product count's trigger (named before these) has locked the organisation's row: one writer
  -- of an organisation's grams at a time, always in the same order.
  IF NOT coalesce((SELECT grams_kept FROM product_counts WHERE organisation_id = organisation), false) THEN
    RETURN;
  END IF;
  IF cardinality(texts) > 1000 THEN
    UPDATE product_counts SET grams_kept = false WHERE organisation_id = organisation;
    RETURN;
  END IF;
  -- A product counts once for each distinct bigram it holds (search_bigrams may repeat one).
  SELECT array_agg(gram ORDER BY gram), array_agg(n ORDER BY gram) INTO grams, counts
    FROM (SELECT gram, count(*)::int AS n
            FROM unnest(texts) AS t(text),
                 LATERAL (SELECT DISTINCT g.gram FROM unnest(search_bigrams(t.text)) AS g(gram)) AS held
           GROUP BY gram) AS counted;
  IF grams IS NULL THEN
    RETURN;
  END IF;
  -- Removing only updates: a row inserted for an organisation being deleted would break its key.
  IF delta > 0 THEN
    INSERT INTO product_gram_counts (organisation_id, gram, products)
      SELECT organisation, c.gram, delta * c.n FROM unnest(grams, counts) AS c(gram, n)
    ON CONFLICT (organisation_id, gram) DO UPDATE SET products = product_gram_counts.products + excluded.products;
  ELSE
    UPDATE product_gram_counts AS kept SET products = kept.products + delta * c.n
      FROM unnest(grams, counts) AS c(gram, n)
     WHERE kept.organisation_id = organisation AND kept.gram = c.gram;
    DELETE FROM product_gram_counts WHERE organisation_id = organisation AND gram = ANY (grams) AND products <= 0;
  END IF;
END $$;--> statement-breakpoint
-- Counts the organisation's grams again from one snapshot and keeps them, unless its products were
-- written since that snapshot (false: try again later). REPEATABLE READ only: there, locking the
-- organisation's count row fails if a write moved it after the snapshot; the lock is taken after
-- the counting, so writers wait only for the few statements that replace the counts.
CREATE FUNCTION product_gram_counts_rebuild(organisation uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  grams text[];
  counts integer[];
BEGIN
  IF current_setting('transaction_isolation') <> 'repeatable read' THEN
    RAISE EXCEPTION 'product_gram_counts_rebuild needs a REPEATABLE READ transaction';
  END IF;
  IF coalesce((SELECT grams_kept FROM product_counts WHERE organisation_id = organisation), true) THEN
    RETURN true;
  END IF;
  SELECT coalesce(array_agg(gram), '{}'), coalesce(array_agg(n), '{}') INTO grams, counts
    FROM (SELECT held.gram, count(*)::int AS n
            FROM products AS p,
                 LATERAL (SELECT DISTINCT g.gram
                            FROM unnest(search_bigrams(p.product_code || ' ' || p.name)) AS g(gram)) AS held
           WHERE p.organisation_id = organisation
           GROUP BY held.gram) AS counted;
  BEGIN
    PERFORM 1 FROM product_counts WHERE organisation_id = organisation FOR UPDATE;
  EXCEPTION WHEN serialization_failure THEN
    RETURN false;
  END;
  DELETE FROM product_gram_counts WHERE organisation_id = organisation;
  INSERT INTO product_gram_counts (organisation_id, gram, products)
    SELECT organisation, c.gram, c.n FROM unnest(grams, counts) AS c(gram, n);
  UPDATE product_counts SET grams_kept = true WHERE organisation_id = organisation;
  RETURN true;
END $$;--> statement-breakpoint
CREATE FUNCTION product_grams_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_gram_counts_shift(organisation_id, array_agg(product_code || ' ' || name), 1)
    FROM product_rows_added GROUP BY organisation_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_grams_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_gram_counts_shift(organisation_id, array_agg(product_code || ' ' || name), -1)
    FROM product_rows_removed GROUP BY organisation_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the rows whose code or name changed move their grams: the old text's out, the new one's in.
CREATE FUNCTION product_grams_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_gram_counts_shift(o.organisation_id, array_agg(o.product_code || ' ' || o.name), -1),
          product_gram_counts_shift(o.organisation_id, array_agg(n.product_code || ' ' || n.name), 1)
    FROM product_rows_before AS o JOIN product_rows_after AS n ON n.id = o.id
   WHERE o.product_code || ' ' || o.name IS DISTINCT FROM n.product_code || ' ' || n.name
   GROUP BY o.organisation_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_grams_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_gram_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_grams_added AFTER INSERT ON products REFERENCING NEW TABLE AS product_rows_added
  FOR EACH STATEMENT EXECUTE FUNCTION product_grams_add();--> statement-breakpoint
CREATE TRIGGER products_grams_removed AFTER DELETE ON products REFERENCING OLD TABLE AS product_rows_removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_grams_subtract();--> statement-breakpoint
CREATE TRIGGER products_grams_changed AFTER UPDATE ON products
  REFERENCING OLD TABLE AS product_rows_before NEW TABLE AS product_rows_after
  FOR EACH STATEMENT EXECUTE FUNCTION product_grams_change();--> statement-breakpoint
CREATE TRIGGER products_grams_cleared AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_grams_clear();
