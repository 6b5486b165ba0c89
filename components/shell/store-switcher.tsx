'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

export type SwitcherStore = { id: number; name: string; retailerName: string };

/**
 * For people who work in several stores: which store's pipeline they are looking at. Choosing one opens
 * the pipeline narrowed to it (`/applications?stores=<id>`, the pipeline's own filter, so it is a URL like
 * every other view); "All my stores" clears it. Shows the store the pipeline is narrowed to, if one.
 */
export function StoreSwitcher({ stores }: { stores: SwitcherStore[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const selected = pathname === '/applications' ? (params.get('stores') ?? '') : '';
  const current = /^\d+$/.test(selected) ? stores.find((s) => String(s.id) === selected) : undefined;
  const retailers = [...new Set(stores.map((s) => s.retailerName))];

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="flex min-h-11 min-w-0 max-w-[11rem] items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:max-w-xs"
        data-testid="store-switcher"
      >
        <span className="sr-only">Store: </span>
        <span className="truncate">{current?.name ?? 'All my stores'}</span>
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500">
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[70vh] w-64 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
          data-testid="store-switcher-menu"
        >
          <Menu.RadioGroup value={current ? String(current.id) : ''} onValueChange={(value) => router.push(value ? `/applications?stores=${value}` : '/applications')}>
            <Menu.RadioItem value="" className={itemClass}>
              All my stores
            </Menu.RadioItem>
            {retailers.map((retailer) => (
              <Menu.Group key={retailer}>
                {retailers.length > 1 ? <Menu.Label className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-600">{retailer}</Menu.Label> : null}
                {stores
                  .filter((s) => s.retailerName === retailer)
                  .map((s) => (
                    <Menu.RadioItem key={s.id} value={String(s.id)} className={itemClass}>
                      {s.name}
                    </Menu.RadioItem>
                  ))}
              </Menu.Group>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold data-[state=checked]:text-indigo-800';
