-- The deal after a booking: where each booking stands (state, method, its seller, a cash hold, handover,
-- who ended it and why), the refund and release of its payment, the checkouts at hosted providers, and the
-- sandbox wallet's books. Bookings paid before money was held were paid out already: they start released.
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"invoice" text NOT NULL,
	"reference" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"trx_id" text,
	"val_id" text,
	"outcome" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "checkouts_amount_check" CHECK ("checkouts"."amount" > 0),
	CONSTRAINT "checkouts_state_check" CHECK ("checkouts"."state" in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"invoice" text NOT NULL,
	"amount" integer NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'Initiated' NOT NULL,
	"wallet" text,
	"trx_id" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wallet_payments_trx_id_unique" UNIQUE("trx_id")
);
--> statement-breakpoint
DROP INDEX "bookings_buyer_product_uq";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
UPDATE "bookings" SET "seller_id" = "products"."seller_id" FROM "products" WHERE "products"."id" = "bookings"."product_id";--> statement-breakpoint
UPDATE "bookings" SET "state" = 'released', "method" = 'card', "closed_at" = "payments"."created_at" FROM "payments" WHERE "payments"."booking_id" = "bookings"."id";--> statement-breakpoint
UPDATE "payments" SET "released_at" = "created_at";--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_invoice_uq" ON "checkouts" USING btree ("invoice");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_reference_uq" ON "checkouts" USING btree ("provider","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_trx_uq" ON "checkouts" USING btree ("provider","trx_id");--> statement-breakpoint
CREATE INDEX "checkouts_booking_idx" ON "checkouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "checkouts_pending_idx" ON "checkouts" USING btree ("created_at") WHERE "state" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_seller_idx" ON "bookings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_product_uq" ON "bookings" USING btree ("product_id") WHERE "state" in ('cash', 'held', 'review', 'handed-over', 'disputed', 'released', 'sold-cash');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_buyer_product_uq" ON "bookings" USING btree ("buyer_id","product_id") WHERE "state" not in ('refunded', 'cancelled', 'lapsed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('booked', 'cash', 'held', 'review', 'handed-over', 'disputed', 'released', 'sold-cash', 'refunded', 'cancelled', 'lapsed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_method_check" CHECK ("bookings"."method" is null or "bookings"."method" in ('card', 'bkash', 'sslcommerz', 'cod'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ended_by_check" CHECK ("bookings"."ended_by" is null or "bookings"."ended_by" in ('buyer', 'seller', 'admin', 'clock'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK ("payments"."refunded_amount" is null or ("payments"."refunded_amount" > 0 and "payments"."refunded_amount" <= "payments"."price"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'bkash', 'sslcommerz', 'cod'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'stripe', 'bkash', 'sslcommerz', 'cod'));