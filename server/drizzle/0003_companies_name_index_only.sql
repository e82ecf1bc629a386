DROP INDEX "companies_name_id_idx";--> statement-breakpoint
CREATE INDEX "companies_name_order_idx" ON "companies" USING btree (lower("name"),"id","name");