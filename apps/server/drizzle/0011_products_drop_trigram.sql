DROP INDEX "products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";