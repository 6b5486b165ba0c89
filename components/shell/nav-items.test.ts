import { describe, expect, it } from 'vitest';
import { navEntries, portalNavItems, type NavEntry } from './nav-items';

describe('portalNavItems', () => {
  it('gives every role the day’s work and only admins the outbox', () => {
    for (const role of ['admin', 'manager', 'sales', 'clerk'] as const) {
      expect(portalNavItems(role).map((i) => i.href)).toEqual(expect.arrayContaining(['/applications', '/applications/new', '/calculator']));
    }
    expect(portalNavItems('admin').map((i) => i.href)).toContain('/outbox');
    expect(portalNavItems('manager').map((i) => i.href)).not.toContain('/outbox');
  });

  it('never shows a clerk a settings entry, whatever its gate says', () => {
    const entries: NavEntry[] = [
      ...navEntries,
      { href: '/settings/anything', label: 'Anything', section: 'settings' },
      { href: '/settings/clerks-too', label: 'Misconfigured', section: 'settings', roles: ['clerk', 'manager'] },
    ];
    expect(portalNavItems('clerk', entries).filter((i) => i.section === 'settings')).toEqual([]);
    expect(portalNavItems('manager', entries).map((i) => i.href)).toEqual(expect.arrayContaining(['/settings/anything', '/settings/clerks-too']));
  });

  it('gates by permission and by role list, and keeps sections in order', () => {
    const entries: NavEntry[] = [
      { href: '/admin-only', label: 'A', section: 'admin', roles: ['admin'] },
      { href: '/dash', label: 'D', section: 'manage', permission: 'dashboard.read' },
      { href: '/work', label: 'W', section: 'work' },
    ];
    expect(portalNavItems('admin', entries).map((i) => i.href)).toEqual(['/work', '/dash', '/admin-only']);
    expect(portalNavItems('sales', entries).map((i) => i.href)).toEqual(['/work']);
  });
});

describe('crumbsFor', () => {
  it('names each prefix by its entry, an application by its number, and the rest by a table', async () => {
    const { crumbsFor } = await import('./breadcrumbs');
    const items = portalNavItems('sales');
    expect(crumbsFor('/applications/42/lease', items)).toEqual([
      { href: '/applications', label: 'Applications' },
      { href: '/applications/42', label: 'Application #42' },
      { href: '/applications/42/lease', label: 'Lease' },
    ]);
    expect(crumbsFor('/applications/new', items).map((c) => c.label)).toEqual(['Applications', 'New application']);
    expect(crumbsFor('/settings/api-tokens', items).map((c) => c.label)).toEqual(['Settings', 'Api tokens']);
  });
});
