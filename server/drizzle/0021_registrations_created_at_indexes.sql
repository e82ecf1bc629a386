DROP INDEX "registrations_company_idx";--> statement-breakpoint
DROP INDEX "registrations_address_idx";--> statement-breakpoint
CREATE INDEX "registrations_company_created_at_id_idx" ON "registrations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_address_created_at_id_idx" ON "registrations" USING btree ("address_id","created_at","id");