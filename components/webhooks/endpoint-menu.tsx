'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Button } from '@/components/ui/button';
import type { EndpointMenuProps } from './endpoint-menu-on-demand';

const itemClass = 'cursor-pointer select-none rounded px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** What can be done to one endpoint, as a Radix dropdown menu. */
export function EndpointMenu({ endpoint, onEdit, onSendTest, onRotateSecret, onToggle, onDelete, defaultOpen }: EndpointMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Actions for ${endpoint.url}`}>
          Actions ▾
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-30 min-w-44 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200">
          <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
            Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={!endpoint.enabled} onSelect={onSendTest}>
            Send test event
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onRotateSecret}>
            Rotate secret
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onToggle}>
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={onDelete}>
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
