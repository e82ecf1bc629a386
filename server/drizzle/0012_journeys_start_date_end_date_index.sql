DROP INDEX "journeys_start_date_idx";--> statement-breakpoint
CREATE INDEX "journeys_start_date_id_end_date_idx" ON "journeys" USING btree ("start_date","id","end_date");