-- Typo-tolerant search (decision 012) compares trigrams: pg_trgm, a trusted extension since PostgreSQL 13, so
-- the database's owner may create it; PGlite bundles it and loads it when it opens (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name" || ' ' || coalesce("processor", '') || ' ' || "detail")) STORED;--> statement-breakpoint
CREATE INDEX "products_on_sale_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("resell_price","id") WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_category_price_idx" ON "products" USING btree ("category_id","resell_price","id") WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_district_idx" ON "products" USING btree ("district","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_words_idx" ON "products" USING gin ("search_words") WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_trigrams_idx" ON "products" USING gin (("name" || ' ' || coalesce("processor", '') || ' ' || "detail") gin_trgm_ops) WHERE "status" = 'available' and "removed_at" is null;