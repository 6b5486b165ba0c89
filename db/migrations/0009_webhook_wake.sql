-- Wakes the webhook workers when an event or a delivery is committed (NOTIFY is sent at commit; equal
-- notifications in one transaction are folded into one). Workers also poll, so a lost wake-up only delays.
CREATE OR REPLACE FUNCTION leaseline_webhook_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('leaseline_webhooks', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_events_webhook_wake AFTER INSERT ON outbox_events FOR EACH STATEMENT EXECUTE FUNCTION leaseline_webhook_wake();
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_webhook_wake AFTER INSERT ON webhook_deliveries FOR EACH STATEMENT EXECUTE FUNCTION leaseline_webhook_wake();
