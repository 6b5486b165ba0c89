'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { navSectionLabels, type NavItem, type NavSection } from './nav-items';

export type { NavItem };

const matches = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The most specific entry the path is under (`/applications/new` over `/applications`), or null. */
export function currentHref(pathname: string, items: NavItem[]): string | null {
  return items
    .filter((item) => matches(pathname, item.href))
    .reduce<string | null>((best, item) => (best === null || item.href.length > best.length ? item.href : best), null);
}

/**
 * The portal's sections as a vertical list, grouped (Work, Overview, Settings, Provider); the current
 * entry is marked for sight and for screen readers. `onNavigate` lets the phone menu close itself.
 */
export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  const current = currentHref(pathname, items);
  const sections = [...new Set(items.map((i) => i.section))] as NavSection[];
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <div key={section}>
          {sections.length > 1 ? <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{navSectionLabels[section]}</p> : null}
          <ul className="space-y-0.5">
            {items
              .filter((item) => item.section === section)
              .map((item) => {
                const isCurrent = item.href === current;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={isCurrent ? 'page' : undefined}
                      data-testid={`nav-${item.href}`}
                      className={cn(
                        'flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                        isCurrent ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </div>
  );
}
