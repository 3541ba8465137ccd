CREATE TABLE "taught_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vemo_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"video_url" text,
	"start_seconds" real,
	"source_id" uuid,
	"page" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD COLUMN "taught_answer_id" uuid;--> statement-breakpoint
ALTER TABLE "taught_answers" ADD CONSTRAINT "taught_answers_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taught_answers" ADD CONSTRAINT "taught_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taught_answers" ADD CONSTRAINT "taught_answers_source_id_vemo_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vemo_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taught_answers_vemo_idx" ON "taught_answers" USING btree ("vemo_id");--> statement-breakpoint
ALTER TABLE "viewer_questions" ADD CONSTRAINT "viewer_questions_taught_answer_id_taught_answers_id_fk" FOREIGN KEY ("taught_answer_id") REFERENCES "public"."taught_answers"("id") ON DELETE set null ON UPDATE no action;