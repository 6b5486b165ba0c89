import type { MessageChannel } from '@/db/schema/outbox-messages';

export type { MessageChannel };
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** A message ready to leave: rendered text, one recipient (an email address or a 10-digit US number). */
export type OutgoingMessage = {
  channel: MessageChannel;
  to: string;
  /** Email only. */
  subject?: string;
  text: string;
  template: string;
  language: Language;
  retailerId: number | null;
  applicationId: number | null;
};

/** How a message left: the adapter and its reference (SMTP message id, gateway id, outbox row id). */
export type DeliveryReceipt = { transport: 'smtp' | 'sms-gateway' | 'dev-outbox'; reference: string | null };
