DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);