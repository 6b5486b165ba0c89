CREATE TABLE "retailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"retailer_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address_line_1" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"rating" integer DEFAULT 3 NOT NULL,
	"product_type" text DEFAULT 'general' NOT NULL,
	"sales_tax_bps" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_stores" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "user_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"retailer_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"totp_secret" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"retailer_id" integer NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"retailer_id" integer NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"email" text,
	"phone" text,
	"cell" text,
	"identification" text,
	"identification_issuer" text,
	"location" jsonb,
	"primary_income" jsonb,
	"secondary_income" jsonb,
	"ssn_ciphertext" text,
	"ssn_key_version" integer,
	"ssn_blind_index" text,
	"ssn_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"co_applicant_id" integer,
	"state_code" text DEFAULT 'V' NOT NULL,
	"lease_state_code" text,
	"label" text NOT NULL,
	"reference_id" text,
	"promo_code" text,
	"risk_session_id" text,
	"technician" jsonb,
	"bank_name" text,
	"bank_opened_at" date,
	"bank_online" boolean,
	"routing_ciphertext" text,
	"account_ciphertext" text,
	"bank_key_version" integer,
	"account_last4" text,
	"model_version" integer,
	"score" integer,
	"coapplicant_score" integer,
	"band" text,
	"decision_code" text,
	"reason_codes" jsonb,
	"offer_amounts" jsonb,
	"options_approved" text,
	"approved_amount_cents" bigint,
	"checkout_id" text,
	"decided_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"state_id" integer,
	"state_code" text DEFAULT 'V' NOT NULL,
	"label" text,
	"uid_work_item_id" text,
	"envelope" text,
	"envelope_id" text,
	"contract_id" text,
	"e_sign_contract_url" text,
	"esign_location" text,
	"merchant_order_id" text,
	"loan_number" text NOT NULL,
	"ach_credit_id" text,
	"pay_grade" text,
	"score" text,
	"computation" jsonb,
	"approved_amount_cents" bigint,
	"cash_price_cents" bigint,
	"funded_amount_cents" bigint,
	"credits_cents" bigint,
	"lease_params" jsonb,
	"loan" jsonb,
	"ninety_day_payoff" text DEFAULT 'No' NOT NULL,
	"option_type" text,
	"extended" integer,
	"fpd" text,
	"comments" text,
	"employee_comments" text,
	"applicant_home_phone_comment" text,
	"applicant_mobile_phone_comment" text,
	"applicant_employer_phone_comment" text,
	"applicant_general_comment" text,
	"first_status_change_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"loan_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"rog_at" timestamp with time zone,
	"delivered_canceled_at" timestamp with time zone,
	"delivered_notified_at" timestamp with time zone,
	"delivered_set_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"down_payment_timestamp" timestamp with time zone,
	"updated_by_user_id" integer,
	"created_by_user_id" integer,
	"approved_by_user_id" integer,
	"accepted_by_user_id" integer,
	"first_status" text DEFAULT 'V' NOT NULL,
	"confirmation_required" integer DEFAULT 0 NOT NULL,
	"sync" integer DEFAULT 0 NOT NULL,
	"delivery_cancelled_reason" text,
	"delivery_cancelled_other" text,
	"down_payment_taken_by_provider" boolean,
	"down_payment_in_process" integer DEFAULT 0 NOT NULL,
	"down_payment_return_url" text,
	"send_down_payment_email" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"retailer_id" integer,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"data" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stores" ADD CONSTRAINT "user_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stores" ADD CONSTRAINT "user_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_co_applicant_id_applicants_id_fk" FOREIGN KEY ("co_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_slug_key" ON "retailers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_retailer_slug_key" ON "stores" USING btree ("retailer_id","slug");--> statement-breakpoint
CREATE INDEX "stores_retailer_idx" ON "stores" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "user_stores_store_idx" ON "user_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_retailer_idx" ON "users" USING btree ("retailer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_key" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_retailer_idx" ON "api_tokens" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "applicants_ssn_blind_idx" ON "applicants" USING btree ("retailer_id","ssn_blind_index");--> statement-breakpoint
CREATE INDEX "applicants_lookup_idx" ON "applicants" USING btree ("retailer_id","date_of_birth","ssn_last4");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_uuid_key" ON "applications" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_store_reference_key" ON "applications" USING btree ("store_id","reference_id") WHERE "applications"."reference_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_retailer_created_idx" ON "applications" USING btree ("retailer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_retailer_state_created_idx" ON "applications" USING btree ("retailer_id","state_code","lease_state_code","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_store_created_idx" ON "applications" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_store_state_created_idx" ON "applications" USING btree ("store_id","state_code","lease_state_code","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_retailer_updated_idx" ON "applications" USING btree ("retailer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_store_updated_idx" ON "applications" USING btree ("store_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_uuid_key" ON "leases" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_loan_number_key" ON "leases" USING btree ("loan_number");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_one_active_per_application" ON "leases" USING btree ("application_id") WHERE "leases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leases_store_idx" ON "leases" USING btree ("store_id","state_code");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_retailer_idx" ON "audit_events" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_unprocessed_idx" ON "outbox_events" USING btree ("processed_at","id");