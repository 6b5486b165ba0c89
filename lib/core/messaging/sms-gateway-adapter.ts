import type { OutgoingMessage } from './types';

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/** The JSON body POSTed to `SMS_GATEWAY_URL` (documented in docs/messaging.md). */
export type SmsGatewayPayload = {
  /** E.164: +1 and the ten digits. */
  to: string;
  body: string;
  language: string;
  /** Our reference for the message, for the gateway's delivery reports and idempotency. */
  reference: string;
};

/**
 * Sends an SMS through an HTTP gateway: a JSON POST, any 2xx is accepted. Credentials in the URL
 * (`https://key:secret@sms.example.com/send`) are sent as HTTP Basic, never in the path.
 */
export async function sendSmsOverGateway(gatewayUrl: string, message: OutgoingMessage, reference: string): Promise<string | null> {
  const url = new URL(gatewayUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (url.username || url.password) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const payload: SmsGatewayPayload = { to: `+1${message.to}`, body: message.text, language: message.language, reference };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload), signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
  return typeof body?.id === 'string' || typeof body?.id === 'number' ? String(body.id) : null;
}
