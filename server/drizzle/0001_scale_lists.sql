CREATE TABLE "company_journey_health" (
	"company_id" integer NOT NULL,
	"type" "journey_type" NOT NULL,
	"journeys" integer NOT NULL,
	"live_until" timestamp with time zone,
	"healthy_until" timestamp with time zone,
	CONSTRAINT "company_journey_health_company_id_type_pk" PRIMARY KEY("company_id","type")
);
--> statement-breakpoint
DROP INDEX "companies_name_idx";--> statement-breakpoint
DROP INDEX "emails_sent_at_idx";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "company_journey_health" ADD CONSTRAINT "company_journey_health_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_journey_health_live_idx" ON "company_journey_health" USING btree ("type","live_until");--> statement-breakpoint
CREATE INDEX "company_journey_health_healthy_idx" ON "company_journey_health" USING btree ("type","healthy_until");--> statement-breakpoint
CREATE INDEX "companies_name_id_idx" ON "companies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "emails_sent_at_id_idx" ON "emails" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "emails_from_name_trgm_idx" ON "emails" USING gin (lower("from_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_from_address_trgm_idx" ON "emails" USING gin (lower("from_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_search_vector_idx" ON "emails" USING gin ("search_vector");