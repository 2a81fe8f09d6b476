-- Listings checked before they go live, and listings that stay fresh (product §4, "Moderation" and "Expiry";
-- docs/decisions/024). A listing the checks flag waits for an admin (`review`), an admin may turn it down
-- (`rejected`), and a listing on sale leaves the lists 30 days after it went public or was renewed
-- (`expired`): three more statuses, none of them public, so every list and search, which read the products
-- `available` and not removed (the partial indexes of decision 012), leaves them out with no index changed.
-- What held a listing back, when it was submitted and an admin's decision are kept on the listing; the content
-- hashes of each uploaded photo (`photo_hashes`), and of a listing's photos (`products.photo_hashes`, with a GIN
-- index), tell a photo another seller listed. Photos uploaded before this migration have no hashes and match none.
CREATE TABLE "photo_hashes" (
	"hash" text NOT NULL,
	"photo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_hashes_hash_photo_pk" PRIMARY KEY("hash","photo")
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "photo_hashes_photo_idx" ON "photo_hashes" USING btree ("photo");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("submitted_at","id") WHERE "status" = 'review';--> statement-breakpoint
CREATE INDEX "products_on_sale_expiry_idx" ON "products" USING btree ("expires_at") WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_photo_hashes_idx" ON "products" USING gin ("photo_hashes");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'sold', 'review', 'rejected', 'expired'));
--> statement-breakpoint
-- The listings on sale now get their 30 days from this migration, not from when they were listed: none leaves
-- the lists at once because the rule is new. Their sellers are reminded 3 days before, as for any listing.
UPDATE "products" SET "expires_at" = now() + interval '30 days' WHERE "status" = 'available' AND "removed_at" IS NULL;
