/** The TypeScript declarations served at /v1/checkout.d.ts, for merchants' own code. */
export const checkoutDeclarations = `// Leaseline checkout.js v1 — https://<your Leaseline host>/v1/checkout.js
export type LeaselineLocale = 'en' | 'es';

export interface LeaselineInitOptions {
  /** The Leaseline host, e.g. "https://leaseline.example". Its origin is the only one the script listens to. */
  baseUri: string;
  retailerSlug: string;
  storeSlug: string;
  /** Language of the application; the shopper can switch. Default "en". */
  locale?: LeaselineLocale;
}

export interface LeaselineCustomer {
  first_name?: string;
  last_name?: string;
  email?: string;
  cell?: string;
}

export interface LeaselineApplyOptions {
  /** The cart total in dollars. */
  cartTotal?: number;
  /** Your own order reference (at most 100 characters); GET /api/v1/checkouts/{checkoutId} returns it. */
  reference_id?: string;
  /** Prefills the form. Sent to the application by postMessage, never in a URL. */
  customer?: LeaselineCustomer;
}

export interface LeaselineResult {
  status: 'approved' | 'review' | 'declined' | 'cancelled';
  applicationId: number | null;
  /** Highest approved amount in dollars; null unless approved. */
  approvedAmount: number | null;
  /** Confirm it server-side with GET /api/v1/checkouts/{checkoutId} before shipping goods. */
  checkoutId: string | null;
}

export interface LeaselineCheckout {
  /** Opens the application in an overlay. The callback runs exactly once; the Promise resolves with the same result. */
  apply(callback?: (result: LeaselineResult) => void, options?: LeaselineApplyOptions): Promise<LeaselineResult>;
}

export interface LeaselineStatic {
  version: string;
  /** Validates the options; on a bad one it logs a console error naming it and returns null. */
  init(options: LeaselineInitOptions): LeaselineCheckout | null;
}

declare global {
  interface Window {
    Leaseline: LeaselineStatic;
  }
  const Leaseline: LeaselineStatic;
}
`;
