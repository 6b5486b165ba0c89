CREATE TABLE "esign_envelopes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"esign_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"key_version" integer NOT NULL,
	"return_url" text,
	"language" text NOT NULL,
	"recipient_ciphertext" text,
	"recipient_masked" text,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"consent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signature_method" text,
	"signature_image" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"unsigned_sha256" text,
	"signed_sha256" text,
	"signed_pdf" "bytea"
);
--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esign_envelopes_token_hash_key" ON "esign_envelopes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_envelopes_one_open_per_lease" ON "esign_envelopes" USING btree ("lease_id") WHERE "esign_envelopes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "esign_envelopes_lease_idx" ON "esign_envelopes" USING btree ("lease_id","created_at");