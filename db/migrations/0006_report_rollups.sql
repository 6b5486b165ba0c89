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
ALTER TABLE "application_day_declines" ADD CONSTRAINT "application_day_declines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_day_stats" ADD CONSTRAINT "application_day_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_store_created_funded_idx" ON "applications" USING btree ("store_id","created_at") WHERE "applications"."lease_state_code" in ('F', 'P');