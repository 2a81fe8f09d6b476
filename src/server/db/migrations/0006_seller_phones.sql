-- A number belongs to its first seller (product §6), compared as shared/phone.ts reads a number: its
-- 11 digits, whether written with +880, 880 or 0, with spaces, dashes, dots or brackets, in Bangla or
-- Latin digits, whatever follows them dropped. The numbers already listed are read the same way here,
-- each given to the seller who listed it first; a stored number that is not a mobile number is no one's.
CREATE TABLE "seller_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_phones_phone_check" CHECK ("seller_phones"."phone" ~ '^01[3-9][0-9]{8}$')
);
--> statement-breakpoint
DROP INDEX "products_phone_idx";--> statement-breakpoint
ALTER TABLE "seller_phones" ADD CONSTRAINT "seller_phones_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_phones_seller_idx" ON "seller_phones" USING btree ("seller_id");--> statement-breakpoint
INSERT INTO "seller_phones" ("phone", "seller_id", "created_at")
SELECT DISTINCT ON ("number") "number", "seller_id", "created_at"
FROM (
	SELECT substring("local" from '^01[3-9][0-9]{8}') AS "number", "seller_id", "created_at", "id"
	FROM (
		SELECT "seller_id", "created_at", "id",
			CASE
				WHEN "digits" LIKE '880%' THEN '0' || CASE WHEN substr("digits", 4, 2) = '01' THEN substr("digits", 5) ELSE substr("digits", 4) END
				WHEN strpos("run", '+') = 0 THEN "digits"
			END AS "local"
		FROM (
			SELECT "seller_id", "created_at", "id", "run", regexp_replace("run", '[^0-9]', '', 'g') AS "digits"
			FROM (
				SELECT "seller_id", "created_at", "id",
					substring(translate("phone", '০১২৩৪৫৬৭৮৯', '0123456789') from '^[[:space:](]*\+?[0-9[:space:].()-]*') AS "run"
				FROM "products"
			) "runs"
		) "digit_runs"
	) "locals"
) "numbers"
WHERE "number" IS NOT NULL
ORDER BY "number", "created_at", "id";
