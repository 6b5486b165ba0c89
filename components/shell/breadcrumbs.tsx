'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavItem } from './nav-items';

/** Names of path segments that are not navigation entries of their own. */
const SEGMENT_LABELS: Record<string, string> = { lease: 'Lease', settings: 'Settings', new: 'New' };

export type Crumb = { href: string; label: string };

/**
 * The trail to the current page from the path: each prefix named by its navigation entry, a number after
 * `/applications` as "Application #n", other segments by a small table or title-cased.
 */
export function crumbsFor(pathname: string, items: NavItem[]): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.map((part, i) => {
    const href = `/${parts.slice(0, i + 1).join('/')}`;
    const entry = items.find((item) => item.href === href);
    const label =
      entry?.label ??
      (parts[i - 1] === 'applications' && /^\d+$/.test(part)
        ? `Application #${part}`
        : (SEGMENT_LABELS[part] ?? decodeURIComponent(part).replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase())));
    return { href, label };
  });
}

/** Where the page sits, shown when it is deeper than a section (one crumb would only repeat the heading). */
export function Breadcrumbs({ items }: { items: NavItem[] }) {
  const crumbs = crumbsFor(usePathname(), items);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-1.5">
            {i > 0 ? <span aria-hidden>/</span> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            ) : (
              <Link href={crumb.href} className="rounded underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
