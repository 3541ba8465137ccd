CREATE TABLE "daily_activity" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"ended_sessions" integer DEFAULT 0 NOT NULL,
	"watched_percent_sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_activity_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "integration_claims" (
	"company_id" uuid NOT NULL,
	"integration" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_claims_company_id_integration_key_pk" PRIMARY KEY("company_id","integration","key")
);
--> statement-breakpoint
CREATE TABLE "integration_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"integration" text NOT NULL,
	"sync_id" uuid NOT NULL,
	"type" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"auth_kind" text NOT NULL,
	"credentials" text NOT NULL,
	"expires_at" timestamp with time zone,
	"instance_url" text,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "video_second_totals" (
	"vemo_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"second" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"replays" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_second_totals_vemo_id_source_id_second_pk" PRIMARY KEY("vemo_id","source_id","second")
);
--> statement-breakpoint
CREATE TABLE "video_view_totals" (
	"source_id" uuid PRIMARY KEY NOT NULL,
	"vemo_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_session_videos" (
	"session_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"ranges" jsonb NOT NULL,
	"replayed" jsonb NOT NULL,
	CONSTRAINT "viewer_session_videos_session_id_source_id_pk" PRIMARY KEY("session_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD COLUMN "watched_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewers" ADD COLUMN "visit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewers" ADD COLUMN "watched_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewers" ADD COLUMN "engagement_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_activity" ADD CONSTRAINT "daily_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_claims" ADD CONSTRAINT "integration_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_syncs" ADD CONSTRAINT "integration_syncs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_second_totals" ADD CONSTRAINT "video_second_totals_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_second_totals" ADD CONSTRAINT "video_second_totals_source_id_vemo_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vemo_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_view_totals" ADD CONSTRAINT "video_view_totals_source_id_vemo_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vemo_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_view_totals" ADD CONSTRAINT "video_view_totals_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_session_videos" ADD CONSTRAINT "viewer_session_videos_session_id_viewer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."viewer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_session_videos" ADD CONSTRAINT "viewer_session_videos_source_id_vemo_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vemo_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_session_videos" ADD CONSTRAINT "viewer_session_videos_viewer_id_viewers_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."viewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_syncs_company_created_idx" ON "integration_syncs" USING btree ("company_id","integration","created_at");--> statement-breakpoint
CREATE INDEX "viewer_session_videos_viewer_idx" ON "viewer_session_videos" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "viewers_company_engagement_idx" ON "viewers" USING btree ("company_id","engagement_score");