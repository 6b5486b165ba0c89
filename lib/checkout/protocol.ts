/**
 * The message protocol between checkout.js (on the shop's page) and the hosted application (in its
 * iframe). Pure and DOM-free: the script and the hosted page both import it, and Vitest tests it alone.
 *
 * Frame → shop: `ready` (announces the checkout id), `result` (the decision), `close` (the shopper is
 * done or pressed Esc). Shop → frame: `prefill` (customer details, never in the URL).
 * Every message carries the protocol name, its version and the `channel`: a random value checkout.js
 * puts in the iframe's URL, so two overlays (or a stray frame) never mix their messages.
 */
export const PROTOCOL = 'leaseline-checkout';
export const PROTOCOL_VERSION = 1;

export type CheckoutStatus = 'approved' | 'review' | 'declined' | 'cancelled';

/** What `apply()`'s callback and Promise receive. */
export type CheckoutResult = {
  status: CheckoutStatus;
  applicationId: number | null;
  /** Highest approved amount in dollars; null unless approved. */
  approvedAmount: number | null;
  checkoutId: string | null;
};

type Envelope = { protocol: typeof PROTOCOL; version: typeof PROTOCOL_VERSION; channel: string };
export type FrameMessage =
  | (Envelope & { type: 'ready'; checkoutId: string })
  | (Envelope & { type: 'result'; checkoutId: string; result: CheckoutResult })
  | (Envelope & { type: 'close'; checkoutId: string });

export type Customer = { first_name?: string; last_name?: string; email?: string; cell?: string };
export type ShopMessage = Envelope & { type: 'prefill'; customer: Customer };

const statuses: CheckoutStatus[] = ['approved', 'review', 'declined', 'cancelled'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNullableNumber = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

function isEnvelope(data: unknown): data is Record<string, unknown> & Envelope {
  return isObject(data) && data.protocol === PROTOCOL && data.version === PROTOCOL_VERSION && typeof data.channel === 'string';
}

/** A frame message if `data` is one, well-formed; anything else is null (and ignored). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isEnvelope(data) || typeof data.checkoutId !== 'string' || !data.checkoutId) return null;
  if (data.type === 'ready' || data.type === 'close') return data as FrameMessage;
  if (data.type !== 'result' || !isObject(data.result)) return null;
  const r = data.result;
  if (!statuses.includes(r.status as CheckoutStatus) || !isNullableNumber(r.applicationId) || !isNullableNumber(r.approvedAmount) || r.checkoutId !== data.checkoutId) return null;
  return { ...(data as Envelope), type: 'result', checkoutId: data.checkoutId, result: { status: r.status as CheckoutStatus, applicationId: r.applicationId as number | null, approvedAmount: r.approvedAmount as number | null, checkoutId: data.checkoutId } };
}

export function parseShopMessage(data: unknown): ShopMessage | null {
  if (!isEnvelope(data) || data.type !== 'prefill' || !isObject(data.customer)) return null;
  const customer: Customer = {};
  for (const key of ['first_name', 'last_name', 'email', 'cell'] as const) {
    const value = data.customer[key];
    if (typeof value === 'string' && value.length <= 200) customer[key] = value;
  }
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, channel: data.channel, type: 'prefill', customer };
}

export function frameMessage<T extends FrameMessage['type']>(channel: string, type: T, checkoutId: string, result?: CheckoutResult): FrameMessage {
  return (type === 'result' ? { protocol: PROTOCOL, version: PROTOCOL_VERSION, channel, type, checkoutId, result } : { protocol: PROTOCOL, version: PROTOCOL_VERSION, channel, type, checkoutId }) as FrameMessage;
}

export type IncomingEvent = { origin: string; data: unknown; /** True when the message came from this overlay's own iframe window. */ fromFrame: boolean };

export type ReceiverOutcome = { kind: 'ignored' } | { kind: 'ready'; checkoutId: string } | { kind: 'result'; result: CheckoutResult } | { kind: 'settled'; result: CheckoutResult };

/**
 * The shop side's state for one `apply()`: which messages count and when the callback fires. Accepts
 * only messages from `origin` (baseUri's), from its own frame and channel; the first `ready` fixes the
 * checkout id and every later message must carry it. The first `result` is kept (duplicates ignored);
 * `close` or `cancel()` settles exactly once, with the kept result or `cancelled`.
 */
export function createReceiver(options: { origin: string; channel: string }) {
  let checkoutId: string | null = null;
  let result: CheckoutResult | null = null;
  let settled = false;

  const settle = (): ReceiverOutcome => {
    settled = true;
    return { kind: 'settled', result: result ?? { status: 'cancelled', applicationId: null, approvedAmount: null, checkoutId } };
  };

  return {
    get checkoutId() {
      return checkoutId;
    },
    get settled() {
      return settled;
    },
    accept(event: IncomingEvent): ReceiverOutcome {
      if (settled || !event.fromFrame || event.origin !== options.origin) return { kind: 'ignored' };
      const message = parseFrameMessage(event.data);
      if (!message || message.channel !== options.channel) return { kind: 'ignored' };
      if (message.type === 'ready') {
        if (checkoutId !== null) return { kind: 'ignored' };
        checkoutId = message.checkoutId;
        return { kind: 'ready', checkoutId };
      }
      if (checkoutId === null || message.checkoutId !== checkoutId) return { kind: 'ignored' };
      if (message.type === 'result') {
        if (result) return { kind: 'ignored' };
        result = message.result;
        return { kind: 'result', result };
      }
      return settle();
    },
    /** The shopper closed the overlay (button, Esc in the shop's page): settles unless already settled. */
    cancel(): ReceiverOutcome {
      return settled ? { kind: 'ignored' } : settle();
    },
  };
}
