DROP INDEX "content_chunks_source_idx";--> statement-breakpoint
ALTER TABLE "content_chunks" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vemo_sources" ADD COLUMN "chunk_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "content_chunks_source_idx" ON "content_chunks" USING btree ("source_id","generation");