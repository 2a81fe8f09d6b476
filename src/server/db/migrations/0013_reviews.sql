-- Reviews after a sale (product §4, "Reviews"; decision 022): each side of a completed sale reviews the other
-- once, double-blind (a review shows from its `published_at`: the end of the 14-day window, or the moment the
-- other side's review arrives); its subject replies once; a report may name a review, which an admin hides.
-- The trusted seller's badge is read from the data at the time of reading: a seller's completed sales are
-- counted as they complete (`seller_standing`, so a search of trusted sellers reads a few rows, not every
-- booking), and a dispute is kept once resolved (`bookings.disputed_at`: an upheld dispute is a disputed
-- booking that ended refunded, counted from its refund, `closed_at`).
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"by" text NOT NULL,
	"author_id" text,
	"subject_id" text,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_by_check" CHECK ("reviews"."by" in ('buyer', 'seller')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") <= 1000),
	CONSTRAINT "reviews_reply_check" CHECK (char_length("reviews"."reply") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "seller_standing" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"completed_sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_standing_sales_check" CHECK ("seller_standing"."completed_sales" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_standing" ADD CONSTRAINT "seller_standing_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_by_uq" ON "reviews" USING btree ("booking_id","by");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","by","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"stars") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "seller_standing_sales_idx" ON "seller_standing" USING btree ("completed_sales");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_upheld_dispute_idx" ON "bookings" USING btree ("seller_id","closed_at") WHERE "disputed_at" is not null and "state" = 'refunded';--> statement-breakpoint
-- Hand-written: the sales completed before this migration count, and so do the disputes opened before their
-- date was kept. Each dispute told the seller (a `deal` notification in the state `disputed`, kept until the
-- seller's account goes), which dates it; a booking still disputed without one is dated by its handover.
INSERT INTO "seller_standing" ("seller_id", "completed_sales")
  SELECT "seller_id", count(*)::integer FROM "bookings"
  WHERE "state" IN ('released', 'sold-cash') AND "seller_id" IS NOT NULL
  GROUP BY "seller_id";--> statement-breakpoint
UPDATE "bookings" AS b SET "disputed_at" = (
    SELECT min(n."created_at") FROM "notifications" AS n
    WHERE n."kind" = 'deal' AND n."data"->>'bookingId' = b."id"::text AND n."data"->>'state' = 'disputed'
  )
  WHERE b."state" IN ('disputed', 'released', 'refunded');--> statement-breakpoint
UPDATE "bookings" SET "disputed_at" = coalesce("handed_over_at", "created_at")
  WHERE "state" = 'disputed' AND "disputed_at" IS NULL;
