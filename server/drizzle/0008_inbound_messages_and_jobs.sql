CREATE TYPE "public"."inbound_message_source" AS ENUM('smtp', 'webhook', 'ingest');--> statement-breakpoint
CREATE TYPE "public"."inbound_state" AS ENUM('stored', 'processing', 'processed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."job_state" AS ENUM('queued', 'running', 'done', 'dead');--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"mail_from" text,
	"source" "inbound_message_source" NOT NULL,
	"remote_address" text,
	"message_id" text,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"asset_key" text NOT NULL,
	"subject" text,
	"state" "inbound_state" DEFAULT 'stored' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"email_id" integer
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" "job_state" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_recipient_message_id_key" ON "inbound_messages" USING btree ("recipient","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_recipient_sha256_key" ON "inbound_messages" USING btree ("recipient","sha256");--> statement-breakpoint
CREATE INDEX "inbound_messages_received_at_idx" ON "inbound_messages" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "inbound_messages_state_received_at_idx" ON "inbound_messages" USING btree ("state","received_at","id");--> statement-breakpoint
CREATE INDEX "inbound_messages_recipient_trgm_idx" ON "inbound_messages" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state");