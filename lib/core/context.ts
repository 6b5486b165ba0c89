import type { DbOrTx } from '@/db/client';
import type { Role } from '@/db/schema/users';

/** Who is calling the core. Every core operation receives one and enforces scope itself. */
export type Actor =
  | {
      kind: 'staff';
      userId: number;
      role: Role;
      /** Null for provider admins, who see every retailer. */
      retailerId: number | null;
      /** Stores a clerk or sales user is assigned to; managers and admins are scoped by retailer instead. */
      storeIds: number[];
    }
  | { kind: 'token'; tokenId: number; retailerId: number; storeId: number | null }
  | { kind: 'applicant'; applicationId: number; retailerId: number; purpose: 'sign' | 'verify' }
  /** A shopper in the hosted application (`/apply/{retailer}/{store}`): bound to one store and one checkout. */
  | { kind: 'checkout'; checkoutId: string; retailerId: number; storeId: number }
  | { kind: 'system' };

export type Ctx = {
  actor: Actor;
  db: DbOrTx;
  /** True when `db` is an open transaction that operations should join rather than start anew. */
  inTransaction?: boolean;
  requestId?: string;
  ip?: string;
  userAgent?: string;
  /** Where limiters report what they counted, when the door wants RateLimit headers (lib/api/handler). */
  rateLimits?: import('./errors').RateLimitState[];
};

export const systemActor: Actor = { kind: 'system' };

/** A short, PII-free description of the actor for audit rows and logs. */
export function describeActor(actor: Actor): { actorType: string; actorId: string | null } {
  switch (actor.kind) {
    case 'staff':
      return { actorType: 'user', actorId: String(actor.userId) };
    case 'token':
      return { actorType: 'api_token', actorId: String(actor.tokenId) };
    case 'applicant':
      return { actorType: 'applicant', actorId: String(actor.applicationId) };
    case 'checkout':
      return { actorType: 'checkout', actorId: actor.checkoutId };
    case 'system':
      return { actorType: 'system', actorId: null };
  }
}
