CREATE TABLE "application_search_terms" (
	"application_id" integer NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "application_search_terms_application_id_term_pk" PRIMARY KEY("application_id","term")
);
--> statement-breakpoint
ALTER TABLE "application_search_terms" ADD CONSTRAINT "application_search_terms_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_search_terms_term_idx" ON "application_search_terms" USING btree ("term" text_pattern_ops,"application_id");--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "search_tokens";