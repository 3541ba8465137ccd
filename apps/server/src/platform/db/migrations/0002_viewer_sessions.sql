CREATE TABLE "viewer_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"share_link_id" uuid NOT NULL,
	"vemo_id" uuid NOT NULL,
	"company_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"video_url" text,
	"start_seconds" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_link_id" uuid NOT NULL,
	"vemo_id" uuid NOT NULL,
	"company_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_seconds" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD CONSTRAINT "viewer_questions_session_id_viewer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."viewer_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD CONSTRAINT "viewer_questions_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD CONSTRAINT "viewer_questions_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD CONSTRAINT "viewer_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD CONSTRAINT "viewer_sessions_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD CONSTRAINT "viewer_sessions_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_sessions" ADD CONSTRAINT "viewer_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewer_questions_company_idx" ON "viewer_questions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "viewer_questions_share_link_idx" ON "viewer_questions" USING btree ("share_link_id");--> statement-breakpoint
CREATE INDEX "viewer_questions_session_idx" ON "viewer_questions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "viewer_questions_vemo_idx" ON "viewer_questions" USING btree ("vemo_id");--> statement-breakpoint
CREATE INDEX "viewer_sessions_company_idx" ON "viewer_sessions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "viewer_sessions_share_link_idx" ON "viewer_sessions" USING btree ("share_link_id");--> statement-breakpoint
CREATE INDEX "viewer_sessions_vemo_idx" ON "viewer_sessions" USING btree ("vemo_id");