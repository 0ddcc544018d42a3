-- The 販売状態 filter matches a large share of the products (each state is one of three), so its
-- page sorted by price read every match from the table. Carrying price and id in its index lets
-- that page and its count be read from the index alone (decision 029).
DROP INDEX IF EXISTS "products_organisation_status_idx";--> statement-breakpoint
CREATE INDEX "products_organisation_status_idx" ON "products" ("organisation_id", "sales_status") INCLUDE ("price", "id");
