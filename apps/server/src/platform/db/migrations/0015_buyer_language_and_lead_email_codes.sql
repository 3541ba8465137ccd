CREATE TABLE "lead_email_codes" (
	"share_link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_email_codes_share_link_id_email_pk" PRIMARY KEY("share_link_id","email")
);
--> statement-breakpoint
ALTER TABLE "vemos" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "lead_email_codes" ADD CONSTRAINT "lead_email_codes_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;