'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRouter } from 'next/navigation';
import { StoreSwitcherFace, storeSwitcherTriggerClass } from './menu-faces';
import { useSelectedStore, type SwitcherStore } from './selected-store';

export type { SwitcherStore };

/**
 * For people who work in several stores: which store's pipeline they are looking at. Choosing one opens
 * the pipeline narrowed to it (`/applications?stores=<id>`, the pipeline's own filter, so it is a URL like
 * every other view); "All my stores" clears it. Shows the store the pipeline is narrowed to, if one.
 */
export function StoreSwitcher({ stores, defaultOpen }: { stores: SwitcherStore[]; defaultOpen?: boolean }) {
  const router = useRouter();
  const current = useSelectedStore(stores);
  const retailers = [...new Set(stores.map((s) => s.retailerName))];

  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger className={storeSwitcherTriggerClass} data-testid="store-switcher">
        <StoreSwitcherFace label={current?.name ?? 'All my stores'} />
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
