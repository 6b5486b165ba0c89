CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_headers" jsonb,
	"response_body" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE TABLE "lease_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"processor_card_id" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text DEFAULT 'charge' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"processor_reference" text,
	"card_id" integer,
	"card_brand" text,
	"card_last_four" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"pending_token" text,
	"source_system" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"request_id" text,
	"metadata" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_payments_amount_positive" CHECK ("lease_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "lease_cards" ADD CONSTRAINT "lease_cards_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_card_id_lease_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."lease_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lease_cards_lease_idx" ON "lease_cards" USING btree ("lease_id","id");--> statement-breakpoint
CREATE INDEX "lease_payments_lease_idx" ON "lease_payments" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE INDEX "lease_payments_pending_idx" ON "lease_payments" USING btree ("created_at") WHERE "lease_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lease_payments_failed_idx" ON "lease_payments" USING btree ("retailer_id","created_at") WHERE "lease_payments"."status" = 'failed';