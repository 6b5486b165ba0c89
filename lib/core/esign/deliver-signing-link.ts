import { eq } from 'drizzle-orm';
import { esignEnvelopes } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { deliverMessage } from '../messaging/deliver-message';
import type { OutgoingMessage } from '../messaging/types';

/**
 * Hands the link to the email/SMS adapter after the envelope's transaction committed, then records when it
 * left (`sent_at`; the panel shows a link never handed over as not sent). A failed hand-over throws
 * MessageDeliveryError; the envelope stays open so staff can send it again.
 */
export async function deliverSigningLink(db: DbOrTx, envelopeId: string, message: OutgoingMessage): Promise<Date> {
  await deliverMessage(db, message);
  const sentAt = new Date();
  await db.update(esignEnvelopes).set({ sentAt }).where(eq(esignEnvelopes.id, envelopeId));
  return sentAt;
}
