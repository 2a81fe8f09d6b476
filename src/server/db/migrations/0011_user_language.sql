-- The language of each user's e-mails and notifications: English for everyone who signed up before
-- Market spoke Bangla, the language of the sign-up page for everyone after, then their own setting.
ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_check" CHECK ("user"."language" in ('en', 'bn'));