import type { Role } from '@/db/schema/enums';
import { roleHasPermission } from '@/lib/auth/permissions';
import type { NavItem } from './nav-links';

/**
 * The portal's sections for a role, from the one permission table: everyone takes applications,
 * pre-qualifies, looks up and prices; only admins read the development message outbox.
 */
export function portalNavItems(role: Role): NavItem[] {
  const items: NavItem[] = [
    ...(roleHasPermission(role, 'dashboard.read') ? [{ href: '/dashboard', label: 'Dashboard' }] : []),
    { href: '/applications', label: 'Applications' },
    { href: '/applications/new', label: 'New application' },
    { href: '/prequalify', label: 'Pre-qualify' },
    { href: '/lookup', label: 'Lookup' },
    { href: '/calculator', label: 'Calculator' },
  ];
  if (roleHasPermission(role, 'dashboard.read')) items.push({ href: '/payments/failed', label: 'Failed payments' });
  if (roleHasPermission(role, 'webhook.manage')) items.push({ href: '/settings/webhooks', label: 'Webhooks' });
  if (roleHasPermission(role, 'outbox.read')) items.push({ href: '/outbox', label: 'Outbox' });
  if (role === 'manager') items.push({ href: '/settings/checkout', label: 'Checkout' });
  if (roleHasPermission(role, 'user.manage')) items.push({ href: '/settings/users', label: 'Users' });
  if (roleHasPermission(role, 'token.manage')) items.push({ href: '/settings/api-tokens', label: 'API tokens' });
  if (roleHasPermission(role, 'dashboard.read')) items.push({ href: '/settings/stores', label: 'Stores' });
  if (roleHasPermission(role, 'dashboard.read')) items.push({ href: '/audit', label: 'Audit log' });
  return items;
}
