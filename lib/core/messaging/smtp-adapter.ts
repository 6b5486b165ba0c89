import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMessage } from './types';

const transports = new Map<string, Transporter>();

/** One pooled nodemailer transport per SMTP URL (`smtp://user:pass@host:587`, `smtps://…:465`). */
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
    transports.set(url, transport);
  }
  return transport;
}

/** Sends an email over SMTP; resolves with the server's message id once the server has accepted it. */
export async function sendEmailOverSmtp(smtpUrl: string, from: string, message: OutgoingMessage): Promise<string | null> {
  const info = await transportFor(smtpUrl).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
  return info.messageId ?? null;
}

/** Closes cached transports (tests, shutdown). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
