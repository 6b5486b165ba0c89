CREATE TABLE "pipeline_counts" (
	"retailer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"purchase_group" text NOT NULL,
	"day" date NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "pipeline_counts_store_id_purchase_group_day_retailer_id_pk" PRIMARY KEY("store_id","purchase_group","day","retailer_id")
);
--> statement-breakpoint
ALTER TABLE "pipeline_counts" ADD CONSTRAINT "pipeline_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_counts_retailer_idx" ON "pipeline_counts" USING btree ("retailer_id","purchase_group","day","store_id","applications");