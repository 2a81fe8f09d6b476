-- Added empty, filled with the version text of each conversation's product, then required: a conversation's
-- title is its brand and that text. A conversation whose product was deleted before has none left to copy.
ALTER TABLE "conversations" ADD COLUMN "item_detail" text;--> statement-breakpoint
UPDATE "conversations" SET "item_detail" = "products"."detail" FROM "products" WHERE "products"."id" = "conversations"."product_id";--> statement-breakpoint
UPDATE "conversations" SET "item_detail" = '' WHERE "item_detail" IS NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "item_detail" SET NOT NULL;
