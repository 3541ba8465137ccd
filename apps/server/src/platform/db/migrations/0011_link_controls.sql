CREATE TABLE "share_link_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"share_link_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "passcode_hash" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "verify_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_link_grants" ADD CONSTRAINT "share_link_grants_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_grants_link_idx" ON "share_link_grants" USING btree ("share_link_id");