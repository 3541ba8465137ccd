CREATE TABLE "answer_indexes" (
	"vemo_id" uuid PRIMARY KEY NOT NULL,
	"index_version" integer NOT NULL,
	"content_version" text NOT NULL,
	"data" "bytea" NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_indexes" ADD CONSTRAINT "answer_indexes_vemo_id_vemos_id_fk" FOREIGN KEY ("vemo_id") REFERENCES "public"."vemos"("id") ON DELETE cascade ON UPDATE no action;