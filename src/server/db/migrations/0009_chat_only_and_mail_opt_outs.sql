-- A listing's seller may choose to be reached by chat only (no phone in public answers); the kinds of
-- e-mail each user turned off, by one-click unsubscribe or in their settings.
CREATE TABLE "mail_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "chat_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;