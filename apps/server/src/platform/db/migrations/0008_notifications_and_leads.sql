ALTER TABLE "vemos" ADD COLUMN "lead_capture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD COLUMN "questions_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD COLUMN "engagement_alert_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "viewer_sessions_open_idx" ON "viewer_sessions" USING btree ("last_seen_at") WHERE ended_at IS NULL;