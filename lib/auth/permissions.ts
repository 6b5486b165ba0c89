import type { Role } from '@/db/schema/enums';

/**
 * The one permission table (SPEC §1). The portal, the API and the core all ask it; nothing else decides
 * who may do what. Scope (which retailer, which stores) is decided separately, by `lib/core/scope`.
 */
export const permissionTable = {
  'application.read': ['admin', 'manager', 'sales', 'clerk'],
  'application.create': ['admin', 'manager', 'sales', 'clerk'],
  'application.prequalify': ['admin', 'manager', 'sales', 'clerk'],
  'application.lookup': ['admin', 'manager', 'sales', 'clerk'],
  'application.verify': ['admin', 'manager', 'sales', 'clerk'],
  'calculator.use': ['admin', 'manager', 'sales', 'clerk'],
  'lease.create': ['admin', 'manager', 'sales'],
  'lease.deliver': ['admin', 'manager', 'sales'],
  'contract.read': ['admin', 'manager', 'sales'],
  'esign.manage': ['admin', 'manager', 'sales'],
  'payment.charge': ['admin', 'manager', 'sales'],
  'lease.cancel': ['admin', 'manager'],
  'pii.reveal': ['admin', 'manager'],
  'dashboard.read': ['admin', 'manager'],
  'user.manage': ['admin', 'manager'],
  'token.manage': ['admin', 'manager'],
  'webhook.manage': ['admin', 'manager'],
  'checkout.manage': ['admin', 'manager'],
  'lease.fund': ['admin'],
  'retailer.manage': ['admin'],
  'store.manage': ['admin'],
  'model.manage': ['admin'],
  'outbox.read': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;

/**
 * What a merchant's API token may do inside its scope: the operations the API description offers.
 * Staff-only powers (users, tokens, PII reveal, funding) are never granted to a token.
 */
export const tokenPermissions: ReadonlySet<Permission> = new Set<Permission>([
  'application.read',
  'application.create',
  'application.prequalify',
  'application.lookup',
  'application.verify',
  'calculator.use',
  'lease.create',
  // The store confirms delivery (SPEC §5), often from its own order system.
  'lease.deliver',
  // A shop cancels its order's lease before delivery (V, S); after delivery only staff may (lib/core/leases/cancel-lease.ts).
  'lease.cancel',
  'contract.read',
  'esign.manage',
  'payment.charge',
  // Retailer tokens only: the webhooks core refuses a store-bound token (lib/core/webhooks/internal.ts).
  'webhook.manage',
  // Checkout origins: the core also refuses a token bound to a single store (403), retailer tokens only.
  'checkout.manage',
]);

/**
 * What the hosted application's `checkout` actor may do: submit the application (the same core
 * operation as POST /applications) and take its verification code. The checkout operations pass only
 * the checkout's own application, never one the shopper names.
 */
export const checkoutPermissions: ReadonlySet<Permission> = new Set<Permission>(['application.create', 'application.verify']);

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return (permissionTable[permission] as readonly Role[]).includes(role);
}
