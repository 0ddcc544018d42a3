-- HAND-WRITTEN (Drizzle has no INCLUDE, 0020's index is SQL only; re-append as it is when renumbering):
-- The 販売状態 filter's page sorted by price read every match from the index (5,000 of 100,000)
-- to sort them for 20 rows. With price and id as keys, price ascending is the index's own order
-- and price descending a backward walk sorted only within its first price groups (incremental
-- sort); its count still reads the index alone (decisions 029, 074).
DROP INDEX IF EXISTS "products_organisation_status_idx";--> statement-breakpoint
CREATE INDEX "products_organisation_status_idx" ON "products" ("organisation_id", "sales_status", "price", "id");
