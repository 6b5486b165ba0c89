import { randomUUID } from 'node:crypto';
import { outboxMessages } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { DomainError } from '../errors';
import { sendSmsOverGateway } from './sms-gateway-adapter';
import { sendEmailOverSmtp } from './smtp-adapter';
import type { DeliveryReceipt, OutgoingMessage } from './types';

export type MessagingConfig = { smtpUrl?: string; smsGatewayUrl?: string; mailFrom: string };

let override: MessagingConfig | undefined;

/** Where messages go: SMTP_URL, SMS_GATEWAY_URL and MAIL_FROM, unless a test configured otherwise. */
export function messagingConfig(): MessagingConfig {
  if (override) return override;
  const { SMTP_URL, SMS_GATEWAY_URL, MAIL_FROM } = env();
  return { smtpUrl: SMTP_URL, smsGatewayUrl: SMS_GATEWAY_URL, mailFrom: MAIL_FROM };
}

/** For tests: send through these adapters instead of the environment's (undefined restores it). */
export function configureMessagingForTesting(config: Partial<MessagingConfig> | undefined): void {
  override = config ? { mailFrom: 'Leaseline <no-reply@leaseline.test>', ...config } : undefined;
}

/** A message could not be handed to its SMTP server or SMS gateway. */
export class MessageDeliveryError extends DomainError {
  constructor(channel: string) {
    super(`The ${channel === 'sms' ? 'text message' : 'email'} could not be sent just now. Try again in a minute.`);
  }
}

/**
 * Sends a message through its channel's adapter: email over SMTP when SMTP_URL is set, SMS through the
 * HTTP gateway when SMS_GATEWAY_URL is set; a channel with no adapter configured goes to the development
 * outbox table (kept whole, for admins to read in the portal). Call it after the transaction that
 * decided to send has committed, never inside it. Failures are logged without the recipient or text.
 */
export async function deliverMessage(db: DbOrTx, message: OutgoingMessage): Promise<DeliveryReceipt> {
  const config = messagingConfig();
  const reference = randomUUID();
  try {
    if (message.channel === 'email' && config.smtpUrl) {
      return { transport: 'smtp', reference: await sendEmailOverSmtp(config.smtpUrl, config.mailFrom, message) };
    }
    if (message.channel === 'sms' && config.smsGatewayUrl) {
      return { transport: 'sms-gateway', reference: (await sendSmsOverGateway(config.smsGatewayUrl, message, reference)) ?? reference };
    }
  } catch (error) {
    logger.warn('message delivery failed', { channel: message.channel, template: message.template, applicationId: message.applicationId, error });
    throw new MessageDeliveryError(message.channel);
  }
  const [row] = await db
    .insert(outboxMessages)
    .values({
      retailerId: message.retailerId,
      applicationId: message.applicationId,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.text,
      template: message.template,
      language: message.language,
    })
    .returning({ id: outboxMessages.id });
  return { transport: 'dev-outbox', reference: String(row!.id) };
}
