CREATE TABLE "user_auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_day_declines" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason_code" text NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "application_day_declines_store_id_day_reason_code_pk" PRIMARY KEY("store_id","day","reason_code")
);
--> statement-breakpoint
CREATE TABLE "application_day_stats" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"decision_code" text NOT NULL,
	"verified" boolean NOT NULL,
	"lease_state_code" text NOT NULL,
	"applications" integer NOT NULL,
	"approved_cents" bigint NOT NULL,
	"funded_cents" bigint NOT NULL,
	CONSTRAINT "application_day_stats_store_id_day_decision_code_verified_lease_state_code_pk" PRIMARY KEY("store_id","day","decision_code","verified","lease_state_code")
);
--> statement-breakpoint
CREATE TABLE "application_funding_times" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_key_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_auth_tokens" ADD CONSTRAINT "user_auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_auth_tokens" ADD CONSTRAINT "user_auth_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_day_declines" ADD CONSTRAINT "application_day_declines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_day_stats" ADD CONSTRAINT "application_day_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_funding_times" ADD CONSTRAINT "application_funding_times_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_auth_tokens_hash_key" ON "user_auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_auth_tokens_user_idx" ON "user_auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_user_hash_key" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "application_funding_times_store_day_idx" ON "application_funding_times" USING btree ("store_id","day","seconds");