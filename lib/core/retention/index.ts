export { FINISHED_WEBHOOK_DELIVERY_RETENTION_MS, UNSUBMITTED_CHECKOUT_RETENTION_MS } from './policies';
export { pruneUnsubmittedCheckouts } from './prune-checkouts';
export { pruneWebhookDeliveries } from './prune-webhook-deliveries';
