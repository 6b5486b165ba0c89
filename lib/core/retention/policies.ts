/**
 * How long the housekeeping worker (lib/jobs/housekeeping.ts) keeps rows that stop mattering
 * (docs/operations.md, "Retention"). Business records — applications, leases, payments, audit — are never
 * pruned here; these are operational leftovers.
 */
const DAY_MS = 86_400_000;

/**
 * An unsubmitted checkout (still `open`: the shopper never sent the form) is dead 24 hours after it opened
 * (its `expires_at`); it is kept a week past that so a merchant's late `GET /checkouts/{id}` still answers
 * `expired` rather than 404, then deleted. A submitted checkout points at its application and stays.
 */
export const UNSUBMITTED_CHECKOUT_RETENTION_MS = 7 * DAY_MS;

/**
 * A finished webhook delivery (succeeded, or failed after its last retry) and its attempts are kept 30 days
 * from the delivery's creation — long enough to inspect and resend from the portal after the longest retry
 * schedule (about 2.5 days) and the 5-day disable rule — then deleted. Pending deliveries are never pruned.
 */
export const FINISHED_WEBHOOK_DELIVERY_RETENTION_MS = 30 * DAY_MS;

/** Rows deleted per statement, so a first sweep over a large backlog never holds one long transaction. */
export const RETENTION_BATCH_SIZE = 5_000;
