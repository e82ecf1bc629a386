CREATE TYPE "public"."suggestion_origin" AS ENUM('rules', 'model');--> statement-breakpoint
CREATE TYPE "public"."suggestion_state" AS ENUM('pending', 'rejected');--> statement-breakpoint
CREATE TABLE "classifier_models" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classifier_models_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trained_at" timestamp with time zone NOT NULL,
	"seed" integer NOT NULL,
	"trained_on" integer NOT NULL,
	"held_out" integer NOT NULL,
	"model" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"rules_metrics" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_id" integer NOT NULL,
	"type" "classification_type" NOT NULL,
	"score" real NOT NULL,
	"origin" "suggestion_origin" NOT NULL,
	"model_version" integer,
	"state" "suggestion_state" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suggestions_score_range" CHECK ("email_suggestions"."score" >= 0 and "email_suggestions"."score" <= 1)
);
--> statement-breakpoint
CREATE TABLE "company_send_hours" (
	"company_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_send_hours_company_id_day_of_week_hour_pk" PRIMARY KEY("company_id","day_of_week","hour"),
	CONSTRAINT "company_send_hours_cell" CHECK ("company_send_hours"."day_of_week" between 0 and 6 and "company_send_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "confirmation_url" text;--> statement-breakpoint
ALTER TABLE "email_suggestions" ADD CONSTRAINT "email_suggestions_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_send_hours" ADD CONSTRAINT "company_send_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifier_models_trained_at_idx" ON "classifier_models" USING btree ("trained_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_suggestions_email_type_key" ON "email_suggestions" USING btree ("email_id","type");--> statement-breakpoint
-- The send-time cells of the mail received before this migration.
INSERT INTO "company_send_hours" ("company_id", "day_of_week", "hour", "emails")
SELECT "company_id", extract(dow FROM "sent_at" AT TIME ZONE 'UTC')::smallint, extract(hour FROM "sent_at" AT TIME ZONE 'UTC')::smallint, count(*)::int
FROM "emails" WHERE "company_id" IS NOT NULL GROUP BY 1, 2, 3;
