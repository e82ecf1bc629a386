ALTER TABLE "emails" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "platform_confidence" real;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "platform_signals" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "authentication" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "unsubscribe" jsonb;--> statement-breakpoint
CREATE INDEX "emails_platform_sent_at_id_idx" ON "emails" USING btree ("platform","sent_at","id");--> statement-breakpoint
CREATE INDEX "inbound_messages_email_id_idx" ON "inbound_messages" USING btree ("email_id");