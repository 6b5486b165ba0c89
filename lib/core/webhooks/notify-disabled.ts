import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '@/db/schema';
import { webhookEndpoints } from '@/db/schema/webhooks';
import type { DbOrTx } from '@/db/client';
import { logger } from '@/lib/logger';
import { deliverMessage } from '../messaging/deliver-message';
import type { DisabledEndpoint } from './record-results';

const reasons = {
  gone: 'answered 410 Gone, which asks us to stop sending',
  failing: 'has failed every delivery for 5 days',
} as const;

/**
 * E-mails the managers of each retailer whose endpoint was just disabled (after the commit that disabled
 * it). A message that cannot be sent is logged and dropped: the portal shows the disabled endpoint anyway.
 */
export async function notifyDisabledEndpoints(db: DbOrTx, disabled: DisabledEndpoint[]): Promise<void> {
  if (disabled.length === 0) return;
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, retailerId: webhookEndpoints.retailerId })
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        disabled.map((d) => d.endpointId),
      ),
    );
  for (const item of disabled) {
    const endpoint = endpoints.find((e) => e.id === item.endpointId);
    if (!endpoint) continue;
    const managers = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.retailerId, endpoint.retailerId), eq(users.role, 'manager'), isNull(users.disabledAt)));
    for (const manager of managers) {
      try {
        await deliverMessage(db, {
          channel: 'email',
          to: manager.email,
          subject: 'A webhook endpoint was disabled',
          text:
            `Your webhook endpoint ${endpoint.url} ${reasons[item.reason]}, so Leaseline has disabled it.\n\n` +
            'Fix the receiver, then enable the endpoint again under Settings → Webhooks; failed deliveries can be re-sent from its log.',
          template: 'webhook_endpoint_disabled',
          language: 'en',
          retailerId: endpoint.retailerId,
          applicationId: null,
        });
      } catch (error) {
        logger.warn('webhook disable notice not sent', { endpointId: endpoint.id, error });
      }
    }
  }
}
