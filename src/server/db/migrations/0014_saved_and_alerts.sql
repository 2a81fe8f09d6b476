-- Saved laptops and alerts (product §4, "Saved laptops and alerts"; docs/decisions/023). saved_products: the
-- laptops each user saved with the heart, kept with the name, version, photo and price they had when saved,
-- and with no foreign key to products, so that a laptop whose listing was deleted still shows as gone.
-- alerts: saved searches, their query string and each of its filters in a column of its own, with the
-- one value or word every listing an alert finds must have (anchor), indexed, so that the alerts a new
-- listing matches are found by one statement that reads the alerts anchored at its words and values only.
-- alert_matches: which laptops each alert found, once each, and when its saver was told (a daily digest's
-- laptops wait with sent_at null).
CREATE TABLE "alert_matches" (
	"alert_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_matches_alert_id_product_id_pk" PRIMARY KEY("alert_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"categories" text[],
	"min_price" integer,
	"max_price" integer,
	"ram" integer,
	"storage" integer,
	"storage_type" text,
	"conditions" text[],
	"division" text,
	"district" text,
	"verified" boolean DEFAULT false NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL,
	"anchor" text,
	"digest_at" timestamp with time zone,
	CONSTRAINT "alerts_frequency_check" CHECK ("alerts"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "saved_products" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"detail" text NOT NULL,
	"image" text NOT NULL,
	"saved_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_products" ADD CONSTRAINT "saved_products_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_product_idx" ON "alert_matches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "alert_matches_sent_idx" ON "alert_matches" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_user_query_uq" ON "alerts" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "alerts_anchor_idx" ON "alerts" USING btree ("anchor");--> statement-breakpoint
CREATE INDEX "saved_products_product_idx" ON "saved_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "saved_products_user_idx" ON "saved_products" USING btree ("user_id","created_at");