'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';

export type NavItem = { href: string; label: string };

const matches = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The portal's sections; the current one is marked for sight and for screen readers. When sections nest
 * (`/applications` and `/applications/new`), the most specific match is the current one.
 */
export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const currentHref = items
    .filter((item) => matches(pathname, item.href))
    .reduce<string | null>((best, item) => (best === null || item.href.length > best.length ? item.href : best), null);
  return (
    <ul className="flex items-center gap-1 overflow-x-auto">
      {items.map((item) => {
        const current = item.href === currentHref;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
                current ? 'bg-slate-100 text-slate-900' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
