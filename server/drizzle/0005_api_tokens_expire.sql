-- Every API token expires (default 90 days): tokens made before without an end get one 90 days after
-- their creation, or a day from now if that has passed, so no script loses its token without notice.
UPDATE "api_tokens" SET "expires_at" = GREATEST("created_at" + interval '90 days', now() + interval '1 day') WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_parent_id_api_tokens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_parent_idx" ON "api_tokens" USING btree ("parent_id");
