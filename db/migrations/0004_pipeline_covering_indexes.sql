DROP INDEX "applications_retailer_created_idx";--> statement-breakpoint
DROP INDEX "applications_store_created_idx";--> statement-breakpoint
DROP INDEX "applications_retailer_updated_idx";--> statement-breakpoint
DROP INDEX "applications_store_updated_idx";--> statement-breakpoint
CREATE INDEX "applications_retailer_created_states_idx" ON "applications" USING btree ("retailer_id","created_at","id","state_code","lease_state_code");--> statement-breakpoint
CREATE INDEX "applications_retailer_updated_states_idx" ON "applications" USING btree ("retailer_id","updated_at","id","state_code","lease_state_code");--> statement-breakpoint
CREATE INDEX "applications_store_created_states_idx" ON "applications" USING btree ("store_id","created_at","id","state_code","lease_state_code");--> statement-breakpoint
CREATE INDEX "applications_store_updated_states_idx" ON "applications" USING btree ("store_id","updated_at","id","state_code","lease_state_code");