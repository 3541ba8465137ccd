DROP INDEX "content_chunks_source_idx";--> statement-breakpoint
CREATE INDEX "content_chunks_source_order_idx" ON "content_chunks" USING btree ("source_id","generation","position");