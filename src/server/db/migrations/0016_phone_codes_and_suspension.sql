-- Verified numbers and suspended accounts (product §6). A seller proves a mobile number with a code sent to it
-- by text message: `phone_codes` keeps each code's keyed hash only, when it stops working and its wrong entries,
-- and `seller_phones.verified_at` says the number was proved (a proved number wins over another seller's claim
-- by listing). An admin suspends an account: `user.suspended_at`, and its listings on sale become `suspended`,
-- off every public list (the search's partial indexes keep covering `available` rows only), until the
-- suspension is lifted and they are `available` again.
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"seller_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phone_codes_phone_check" CHECK ("phone_codes"."phone" ~ '^01[3-9][0-9]{8}$'),
	CONSTRAINT "phone_codes_tries_check" CHECK ("phone_codes"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "seller_phones" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_seller_idx" ON "phone_codes" USING btree ("seller_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'sold', 'review', 'rejected', 'expired', 'suspended'));