-- The range holding a deep page's first row, found by a running count that stops there: the first
-- range whose count through it passes the position, in code order (the key's order, no sort). The
-- ranges after it are no longer summed (0023 summed every range, then took the last one before):
-- page 2000 of 100,000 products reads 81 of 201 ranges (0.33 -> 0.28 ms of PostgreSQL a call).
CREATE OR REPLACE FUNCTION product_ids_in_code_order(organisation uuid, skip integer, take integer, descending boolean)
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
  SELECT r.lower_code, r.through - r.products INTO range_code, range_position
    FROM (SELECT lower_code, products, (sum(products) OVER (ORDER BY lower_code))::integer AS through
            FROM product_code_ranges WHERE organisation_id = organisation) AS r
   WHERE r.through > first_position ORDER BY r.lower_code LIMIT 1;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT p.id FROM products AS p
    WHERE p.organisation_id = organisation AND p.product_code >= range_code
    ORDER BY p.product_code OFFSET first_position - range_position LIMIT take;
END $$;
