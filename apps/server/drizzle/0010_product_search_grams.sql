-- Contains-search of products (docs/decisions/021). pg_trgm finds no trigrams in Japanese under the
-- C locale, and none at all in a two-character word (緑茶), so the keyword is served by a GIN index
-- over the unigrams and bigrams of code and name; ILIKE then rechecks the exact match.
CREATE FUNCTION search_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}') FROM (
    SELECT substr(lower(value), position, 1) AS gram FROM generate_series(1, char_length(value)) AS position
    UNION ALL
    SELECT substr(lower(value), position, 2) FROM generate_series(1, char_length(value) - 1) AS position
  ) AS grams
$$;--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin (search_grams("product_code" || ' ' || "name"));--> statement-breakpoint
-- The sales-status filter (販売状態) and its count without a scan of every product.
CREATE INDEX "products_organisation_status_idx" ON "products" ("organisation_id", "sales_status");
