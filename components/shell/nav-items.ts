import type { Role } from '@/db/schema/enums';
import { roleHasPermission, type Permission } from '@/lib/auth/permissions';

/** Where an entry sits: the day's work, a manager's overview, settings (never for clerks), provider tools. */
export type NavSection = 'work' | 'manage' | 'settings' | 'admin';

/**
 * One navigation entry, shown to the roles its `permission` allows (from the one permission table) or,
 * where no permission fits, to the `roles` listed. Settings entries are never shown to clerks.
 */
export type NavEntry = { href: string; label: string; section: NavSection; permission?: Permission; roles?: readonly Role[] };

export type NavItem = { href: string; label: string; section: NavSection };

export const navSectionLabels: Record<NavSection, string> = { work: 'Work', manage: 'Overview', settings: 'Settings', admin: 'Provider' };

/**
 * The portal's sections. ONE ENTRY PER LINE: add yours on its own line, gated by a permission (preferred)
 * or a role list; order inside a section is the order here. Merging branches that each added a line: keep
 * every line. Example: `{ href: '/settings/users', label: 'Users', section: 'settings', permission: 'user.manage' },`
 */
export const navEntries: readonly NavEntry[] = [
  { href: '/dashboard', label: 'Dashboard', section: 'manage', permission: 'dashboard.read' },
  { href: '/applications', label: 'Applications', section: 'work', permission: 'application.read' },
  { href: '/applications/new', label: 'New application', section: 'work', permission: 'application.create' },
  { href: '/prequalify', label: 'Pre-qualify', section: 'work', permission: 'application.prequalify' },
  { href: '/lookup', label: 'Lookup', section: 'work', permission: 'application.lookup' },
  { href: '/calculator', label: 'Calculator', section: 'work', permission: 'calculator.use' },
  { href: '/payments/failed', label: 'Failed payments', section: 'manage', permission: 'dashboard.read' },
  { href: '/audit', label: 'Audit log', section: 'manage', permission: 'dashboard.read' },
  { href: '/settings/users', label: 'Users', section: 'settings', permission: 'user.manage' },
  { href: '/settings/api-tokens', label: 'API tokens', section: 'settings', permission: 'token.manage' },
  { href: '/settings/stores', label: 'Stores', section: 'settings', permission: 'dashboard.read' },
  { href: '/settings/webhooks', label: 'Webhooks', section: 'settings', permission: 'webhook.manage' },
  { href: '/settings/checkout', label: 'Checkout', section: 'settings', permission: 'checkout.manage', roles: ['manager'] },
  { href: '/outbox', label: 'Outbox', section: 'admin', permission: 'outbox.read' },
];

const sectionOrder: readonly NavSection[] = ['work', 'manage', 'settings', 'admin'];

function allowed(entry: NavEntry, role: Role): boolean {
  if (entry.section === 'settings' && role === 'clerk') return false;
  if (entry.permission && !roleHasPermission(role, entry.permission)) return false;
  if (entry.roles && !entry.roles.includes(role)) return false;
  return true;
}

/** The entries a role sees, section by section (work first), each section in the order of `navEntries`. */
export function portalNavItems(role: Role, entries: readonly NavEntry[] = navEntries): NavItem[] {
  return sectionOrder.flatMap((section) =>
    entries.filter((e) => e.section === section && allowed(e, role)).map(({ href, label }) => ({ href, label, section })),
  );
}
