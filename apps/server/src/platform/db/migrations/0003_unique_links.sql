CREATE TABLE "bulk_upload_rows" (
	"bulk_upload_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"share_link_id" uuid NOT NULL,
	"sl_no" text,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_company" text NOT NULL,
	CONSTRAINT "bulk_upload_rows_bulk_upload_id_position_pk" PRIMARY KEY("bulk_upload_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vemo_id" uuid NOT NULL,
	"operation_type" text NOT NULL,
	"original_filename" text,
	"customer_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_link_id" uuid NOT NULL,
	"vemo_id" uuid NOT NULL,
	"company_id" uuid,
	"visitor_key" text DEFAULT '' NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"active_seconds" real DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"insight_summary" text,
	"insight_question_count" integer
);
--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD COLUMN "viewer_id" uuid;--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD COLUMN "is_answered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD COLUMN "viewer_id" uuid;--> statement-breakpoint
-- Views and questions recorded before viewers existed become one viewer per share link.
INSERT INTO "viewers" ("share_link_id", "vemo_id", "company_id", "visitor_key", "question_count", "active_seconds", "first_seen_at", "last_seen_at")
SELECT l."id", l."vemo_id", l."company_id", '', coalesce(q."total", 0), coalesce(s."seconds", 0),
	coalesce(least(s."first_at", q."first_at"), l."created_at"), coalesce(greatest(s."last_at", q."last_at"), l."created_at")
FROM "share_links" l
LEFT JOIN (SELECT "share_link_id", sum("active_seconds") AS "seconds", min("started_at") AS "first_at", max("last_seen_at") AS "last_at" FROM "viewer_sessions" GROUP BY 1) s ON s."share_link_id" = l."id"
LEFT JOIN (SELECT "share_link_id", count(*) AS "total", min("created_at") AS "first_at", max("created_at") AS "last_at" FROM "viewer_questions" GROUP BY 1) q ON q."share_link_id" = l."id"
WHERE s."share_link_id" IS NOT NULL OR q."share_link_id" IS NOT NULL;--> statement-breakpoint
UPDATE "viewer_sessions" vs SET "viewer_id" = v."id" FROM "viewers" v WHERE v."share_link_id" = vs."share_link_id";--> statement-breakpoint
UPDATE "viewer_questions" vq SET "viewer_id" = v."id" FROM "viewers" v WHERE v."share_link_id" = vq."share_link_id";--> statement-breakpoint
ALTER TABLE "viewer_questions" ALTER COLUMN "viewer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ALTER COLUMN "viewer_id" SET NOT NULL;--> statement-breakpoint
UPDATE "share_links" SET "client_email" = lower("client_email") WHERE "client_email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD CONSTRAINT "bulk_upload_rows_bulk_upload_id_bulk_uploads_id_fk" FOREIGN KEY ("bulk_upload_id") REFERENCES "public"."bulk_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD CONSTRAINT "bulk_upload_rows_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewers" ADD CONSTRAINT "viewers_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewers" ADD CONSTRAINT "viewers_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewers" ADD CONSTRAINT "viewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_upload_rows_share_link_idx" ON "bulk_upload_rows" USING btree ("share_link_id");--> statement-breakpoint
CREATE INDEX "bulk_uploads_company_created_idx" ON "bulk_uploads" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewers_share_link_visitor_idx" ON "viewers" USING btree ("share_link_id","visitor_key");--> statement-breakpoint
CREATE INDEX "viewers_company_last_seen_idx" ON "viewers" USING btree ("company_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "viewers_vemo_idx" ON "viewers" USING btree ("vemo_id");--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD CONSTRAINT "viewer_questions_viewer_id_viewers_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."viewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD CONSTRAINT "viewer_sessions_viewer_id_viewers_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."viewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_unique_vemo_email_idx" ON "share_links" USING btree ("vemo_id","client_email") WHERE kind = 'unique';--> statement-breakpoint
CREATE INDEX "viewer_questions_viewer_created_idx" ON "viewer_questions" USING btree ("viewer_id","created_at");--> statement-breakpoint
CREATE INDEX "viewer_sessions_viewer_idx" ON "viewer_sessions" USING btree ("viewer_id");