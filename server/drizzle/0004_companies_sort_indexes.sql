CREATE INDEX "companies_updated_at_order_idx" ON "companies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "companies_tracked_count_order_idx" ON "companies" USING btree ("tracked_count","id");--> statement-breakpoint
CREATE INDEX "companies_approximate_emails_asc_idx" ON "companies" USING btree ("approximate_emails","id");--> statement-breakpoint
CREATE INDEX "companies_approximate_emails_desc_idx" ON "companies" USING btree ("approximate_emails" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_first_email_sent_at_asc_idx" ON "companies" USING btree ("first_email_sent_at","id");--> statement-breakpoint
CREATE INDEX "companies_first_email_sent_at_desc_idx" ON "companies" USING btree ("first_email_sent_at" DESC NULLS LAST,"id" DESC NULLS FIRST);