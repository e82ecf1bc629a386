CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."account_status" AS ENUM('active', 'trialing', 'past_due', 'canceled', 'archived');--> statement-breakpoint
CREATE TYPE "public"."address_event_group" AS ENUM('Account registration', 'Abandon', 'Error', 'Confirmation', 'Subscription commerce', 'Other');--> statement-breakpoint
CREATE TYPE "public"."classification_source" AS ENUM('manual', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."classification_type" AS ENUM('double_optin', 'welcome', 'onboarding', 'birthday', 'cart_abandon', 'booking_abandon', 'subscription_abandon', 'browse_abandon', 'order_confirmation', 'purchase_receipt', 'thank_you', 'shipping_confirmation', 'delivery_confirmation', 'refer_a_friend', 'product_review', 'trial', 'subscription_reminder', 'retention', 'subscription_upsell', 'cancellation', 'winback', 'miscellaneous');--> statement-breakpoint
CREATE TYPE "public"."collection_method" AS ENUM('charge_automatically', 'exempt');--> statement-breakpoint
CREATE TYPE "public"."company_state" AS ENUM('active', 'inactive', 'invalid', 'archived', 'merged');--> statement-breakpoint
CREATE TYPE "public"."company_type" AS ENUM('brand', 'retailer', 'marketplace', 'publisher', 'nonprofit');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."journey_status" AS ENUM('upcoming', 'in_progress', 'complete', 'archived');--> statement-breakpoint
CREATE TYPE "public"."journey_type" AS ENUM('email_subscriber', 'cart_abandoner', 'browse_abandoner', 'purchaser', 'custom');--> statement-breakpoint
CREATE TYPE "public"."list_state" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."list_type" AS ENUM('curated', 'collection', 'swipe_file');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM('pending', 'active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."plan_version" AS ENUM('v1', 'v2', 'v3');--> statement-breakpoint
CREATE TYPE "public"."policy_type" AS ENUM('terms_of_service', 'privacy_policy');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('unclaimed', 'assigned', 'classified', 'ready', 'error', 'complete', 'archived');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."technology_type" AS ENUM('esp', 'smtpaas', 'analytics', 'advertising', 'content', 'misc');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'standard');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('standard', 'team', 'enterprise');--> statement-breakpoint
CREATE TABLE "user_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" "policy_type" NOT NULL,
	"version" text DEFAULT '1' NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text,
	"company_name" text,
	"user_role" "user_role" DEFAULT 'standard' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"account_status" "account_status" DEFAULT 'active' NOT NULL,
	"access_level" integer DEFAULT 3 NOT NULL,
	"type" "user_type" DEFAULT 'standard' NOT NULL,
	"companies_limit" integer DEFAULT 10 NOT NULL,
	"current_period_end_at" timestamp with time zone,
	"emails_access_end_at" timestamp with time zone,
	"groups_access_end_at" timestamp with time zone,
	"technologies_access_end_at" timestamp with time zone,
	"stripe_subscription_id" text,
	"stripe_cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"password_set_at" timestamp with time zone,
	"tracked" boolean DEFAULT false NOT NULL,
	"assignee" boolean DEFAULT false NOT NULL,
	"deletion_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "company_type" DEFAULT 'brand' NOT NULL,
	"valid" boolean GENERATED ALWAYS AS ("state" <> 'invalid') STORED NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"signup_url" text,
	"domain_name" text NOT NULL,
	"url" text,
	"website_url" text,
	"state" "company_state" DEFAULT 'active' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"subscription" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"notes" text,
	"good_fit" boolean DEFAULT false NOT NULL,
	"clearbit_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"approximate_emails" integer,
	"first_email_sent_at" timestamp with time zone,
	"frequency" real,
	"tracked_count" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"prioritized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_domain_name_normalised" CHECK ("companies"."domain_name" = lower("companies"."domain_name") and "companies"."domain_name" !~ '^([a-z][a-z0-9+.-]*://|www\.)' and position('/' in "companies"."domain_name") = 0 and "companies"."domain_name" <> '')
);
--> statement-breakpoint
CREATE TABLE "company_industries" (
	"company_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_industries_company_id_industry_id_pk" PRIMARY KEY("company_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "company_tags" (
	"company_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tags_company_id_tag_id_pk" PRIMARY KEY("company_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "company_technologies" (
	"company_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_technologies_company_id_technology_id_pk" PRIMARY KEY("company_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "company_verticals" (
	"company_id" integer NOT NULL,
	"vertical_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_verticals_company_id_vertical_id_pk" PRIMARY KEY("company_id","vertical_id")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"vertical_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technologies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technologies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" "technology_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verticals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verticals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_companies" (
	"group_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_companies_group_id_company_id_pk" PRIMARY KEY("group_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "group_users" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_users_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"global" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "list_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"email_id" integer,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_emails" (
	"list_id" integer NOT NULL,
	"email_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_by_id" integer,
	CONSTRAINT "list_emails_list_id_email_id_pk" PRIMARY KEY("list_id","email_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"state" "list_state" DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"no_index" boolean DEFAULT false NOT NULL,
	"type" "list_type" DEFAULT 'curated' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_classifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_classifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_id" integer NOT NULL,
	"type" "classification_type" NOT NULL,
	"score" smallint DEFAULT 1 NOT NULL,
	"source" "classification_source" DEFAULT 'manual' NOT NULL,
	"labeled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_classifications_score_binary" CHECK ("email_classifications"."score" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "email_contents" (
	"email_id" integer PRIMARY KEY NOT NULL,
	"html" text,
	"text" text,
	"size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" text NOT NULL,
	"company_id" integer,
	"address_id" integer,
	"journey_id" integer,
	"subject" text DEFAULT '' NOT NULL,
	"from_name" text,
	"from_address" text,
	"private" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"animated" boolean DEFAULT false NOT NULL,
	"mobile_optimized" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_id" integer NOT NULL,
	"description" text NOT NULL,
	"group" "address_event_group" DEFAULT 'Other' NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_teams" (
	"address_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_teams_address_id_team_id_pk" PRIMARY KEY("address_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_address" text NOT NULL,
	"company_id" integer,
	"journey_type" "journey_type" DEFAULT 'email_subscriber' NOT NULL,
	"description" text,
	"first_name" text,
	"last_name" text,
	"birthdate" date,
	"line_one" text,
	"line_two" text,
	"city" text,
	"region" text,
	"country" text,
	"postal_code" text,
	"telephone" text,
	"visible" boolean DEFAULT false NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"first_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "registration_status" DEFAULT 'unclaimed' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"prioritized" boolean DEFAULT true NOT NULL,
	"type" "journey_type" DEFAULT 'email_subscriber' NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"address_id" integer,
	"company_id" integer NOT NULL,
	"base_email_domain" text,
	"description" text,
	"emails_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_addresses" (
	"journey_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_addresses_journey_id_address_id_pk" PRIMARY KEY("journey_id","address_id")
);
--> statement-breakpoint
CREATE TABLE "journey_emails" (
	"journey_id" integer NOT NULL,
	"email_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_emails_journey_id_email_id_pk" PRIMARY KEY("journey_id","email_id")
);
--> statement-breakpoint
CREATE TABLE "journey_relations" (
	"journey_id" integer NOT NULL,
	"related_journey_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_relations_journey_id_related_journey_id_pk" PRIMARY KEY("journey_id","related_journey_id"),
	CONSTRAINT "journey_relations_not_self" CHECK ("journey_relations"."journey_id" <> "journey_relations"."related_journey_id")
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "journey_status" DEFAULT 'upcoming' NOT NULL,
	"type" "journey_type" DEFAULT 'email_subscriber' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"base_email_domain" text,
	"description" text,
	"company_id" integer NOT NULL,
	"registration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer,
	"user_id" integer,
	"plan_id" text NOT NULL,
	"plan_version" "plan_version" DEFAULT 'v3' NOT NULL,
	"account_status" "subscription_status" DEFAULT 'trialing' NOT NULL,
	"current_period_end_at" timestamp with time zone,
	"collection_method" "collection_method" DEFAULT 'charge_automatically' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"guid" text NOT NULL,
	"email" text NOT NULL,
	"role" "member_role" DEFAULT 'member' NOT NULL,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"invited_by_id" integer,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" "member_status" DEFAULT 'pending' NOT NULL,
	"role" "member_role" DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"member_limit" integer DEFAULT 10 NOT NULL,
	"active_members_limit" integer DEFAULT 5 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holiday_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holiday_id" integer NOT NULL,
	"occurs_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_policies" ADD CONSTRAINT "user_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_industries" ADD CONSTRAINT "company_industries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_industries" ADD CONSTRAINT "company_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tags" ADD CONSTRAINT "company_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tags" ADD CONSTRAINT "company_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_technologies" ADD CONSTRAINT "company_technologies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_technologies" ADD CONSTRAINT "company_technologies_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verticals" ADD CONSTRAINT "company_verticals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verticals" ADD CONSTRAINT "company_verticals_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_companies" ADD CONSTRAINT "group_companies_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_companies" ADD CONSTRAINT "group_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_companies" ADD CONSTRAINT "group_companies_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_comments" ADD CONSTRAINT "list_comments_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_comments" ADD CONSTRAINT "list_comments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_comments" ADD CONSTRAINT "list_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_emails" ADD CONSTRAINT "list_emails_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_emails" ADD CONSTRAINT "list_emails_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_emails" ADD CONSTRAINT "list_emails_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_classifications" ADD CONSTRAINT "email_classifications_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_contents" ADD CONSTRAINT "email_contents_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_events" ADD CONSTRAINT "address_events_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_events" ADD CONSTRAINT "address_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_teams" ADD CONSTRAINT "address_teams_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_teams" ADD CONSTRAINT "address_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_addresses" ADD CONSTRAINT "journey_addresses_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_addresses" ADD CONSTRAINT "journey_addresses_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_emails" ADD CONSTRAINT "journey_emails_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_emails" ADD CONSTRAINT "journey_emails_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_relations" ADD CONSTRAINT "journey_relations_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_relations" ADD CONSTRAINT "journey_relations_related_journey_id_journeys_id_fk" FOREIGN KEY ("related_journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_dates" ADD CONSTRAINT "holiday_dates_holiday_id_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_policies_user_type_key" ON "user_policies" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("user_role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_assignee_idx" ON "users" USING btree ("assignee");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_idx" ON "sign_in_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_name_key" ON "companies" USING btree ("domain_name");--> statement-breakpoint
CREATE INDEX "companies_state_idx" ON "companies" USING btree ("state");--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("type");--> statement-breakpoint
CREATE INDEX "companies_good_fit_idx" ON "companies" USING btree ("good_fit");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_domain_name_trgm_idx" ON "companies" USING gin ("domain_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_industries_industry_idx" ON "company_industries" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "company_tags_tag_idx" ON "company_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "company_technologies_technology_idx" ON "company_technologies" USING btree ("technology_id");--> statement-breakpoint
CREATE INDEX "company_verticals_vertical_idx" ON "company_verticals" USING btree ("vertical_id");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_key" ON "industries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "industries_vertical_idx" ON "industries" USING btree ("vertical_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "technologies_name_key" ON "technologies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "technologies_type_idx" ON "technologies" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "verticals_name_key" ON "verticals" USING btree ("name");--> statement-breakpoint
CREATE INDEX "group_companies_company_idx" ON "group_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "group_users_user_idx" ON "group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "groups_global_idx" ON "groups" USING btree ("global");--> statement-breakpoint
CREATE INDEX "groups_created_by_idx" ON "groups" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "list_comments_list_idx" ON "list_comments" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "list_emails_list_added_at_idx" ON "list_emails" USING btree ("list_id","added_at");--> statement-breakpoint
CREATE INDEX "list_emails_list_position_idx" ON "list_emails" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "list_emails_email_idx" ON "list_emails" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "lists_position_idx" ON "lists" USING btree ("position");--> statement-breakpoint
CREATE INDEX "lists_state_idx" ON "lists" USING btree ("state");--> statement-breakpoint
CREATE INDEX "lists_featured_idx" ON "lists" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "lists_user_idx" ON "lists" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_classifications_email_type_key" ON "email_classifications" USING btree ("email_id","type");--> statement-breakpoint
CREATE INDEX "email_classifications_type_idx" ON "email_classifications" USING btree ("type","score");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_guid_key" ON "emails" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "emails_company_sent_at_idx" ON "emails" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "emails_sent_at_idx" ON "emails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "emails_address_sent_at_idx" ON "emails" USING btree ("address_id","sent_at");--> statement-breakpoint
CREATE INDEX "emails_journey_idx" ON "emails" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "emails_processed_idx" ON "emails" USING btree ("processed","sent_at");--> statement-breakpoint
CREATE INDEX "emails_subject_trgm_idx" ON "emails" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "address_events_address_occurred_at_idx" ON "address_events" USING btree ("address_id","occurred_at");--> statement-breakpoint
CREATE INDEX "address_teams_team_idx" ON "address_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_email_address_key" ON "addresses" USING btree ("email_address");--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "addresses_email_address_trgm_idx" ON "addresses" USING gin ("email_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_status_created_at_idx" ON "registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "registrations_type_idx" ON "registrations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registrations_company_idx" ON "registrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "registrations_address_idx" ON "registrations" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "journey_addresses_address_idx" ON "journey_addresses" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "journey_emails_email_idx" ON "journey_emails" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "journey_relations_related_idx" ON "journey_relations" USING btree ("related_journey_id");--> statement-breakpoint
CREATE INDEX "journeys_company_type_idx" ON "journeys" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "journeys_type_idx" ON "journeys" USING btree ("type");--> statement-breakpoint
CREATE INDEX "journeys_status_idx" ON "journeys" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "journeys_start_date_idx" ON "journeys" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "journeys_end_date_idx" ON "journeys" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "journeys_registration_idx" ON "journeys" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "subscriptions_team_idx" ON "subscriptions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_key" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_guid_key" ON "team_invitations" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "team_invitations_team_status_idx" ON "team_invitations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user_key" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_team_status_idx" ON "team_members" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_name_idx" ON "teams" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "teams_owner_idx" ON "teams" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_dates_holiday_occurs_at_key" ON "holiday_dates" USING btree ("holiday_id","occurs_at");--> statement-breakpoint
CREATE INDEX "holiday_dates_occurs_at_idx" ON "holiday_dates" USING btree ("occurs_at");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_name_key" ON "holidays" USING btree ("name");