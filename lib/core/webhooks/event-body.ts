/** The signed body of every webhook: `{ type, timestamp, data }` (Standard Webhooks' payload structure). */
export function eventBody(type: string, occurredAt: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
}
