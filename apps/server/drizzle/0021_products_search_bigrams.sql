-- The keyword index keeps bigrams only (decision 029). Unigrams were a third of its keys and
-- nearly half of a 100,000-row import's time (each common character's list grows with every row);
-- a one-character keyword is matched by LIKE over the organisation's products instead, as it would
-- be under pg_trgm, which indexes nothing shorter than three characters. search_bigrams gives the
-- distinct lower-cased (ASCII, C locale) 2-character substrings, by code point: pairs from the
-- first and from the second position, each split's last piece (empty, or a lone last character)
-- dropped; a value holding the pairing's separator (U+0001) takes the exact, slower way.
CREATE FUNCTION search_bigrams(value text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  lowered text := lower(value);
  from_first text[];
  from_second text[];
BEGIN
  IF char_length(lowered) < 2 THEN
    RETURN '{}';
  END IF;
  IF strpos(lowered, E'\x01') > 0 THEN
    RETURN ARRAY(SELECT DISTINCT substr(lowered, position, 2)
                   FROM generate_series(1, char_length(lowered) - 1) AS position);
  END IF;
  from_first := string_to_array(regexp_replace(lowered, '(..)', E'\\1\x01', 'g'), E'\x01');
  from_second := string_to_array(regexp_replace(substr(lowered, 2), '(..)', E'\\1\x01', 'g'), E'\x01');
  RETURN from_first[1:cardinality(from_first) - 1] || from_second[1:cardinality(from_second) - 1];
END $$;--> statement-breakpoint
CREATE INDEX "products_search_bigrams_idx" ON "products" USING gin (search_bigrams("product_code" || ' ' || "name"));--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_grams_idx";--> statement-breakpoint
DROP FUNCTION IF EXISTS search_grams(text);
