'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Role } from '@/db/schema/enums';
import { FieldError } from '@/components/ui/input';

/** The fields the users' dialogs share (invite-user-dialog.tsx, edit-user-dialog.tsx). */
export type StoreOption = { id: number; name: string };
export type RetailerRow = { id: number; name: string; requireTwoFactor: boolean; stores: StoreOption[] };

/** Checkboxes of the retailer's stores, registered as one array field (`storeIds`), its error tied to the group. */
export function StorePicker({ idPrefix, stores, registration, error }: { idPrefix: string; stores: StoreOption[]; registration: UseFormRegisterReturn; error?: string }) {
  const errorId = `${idPrefix}-stores-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">Stores (clerks and sales staff)</legend>
      <div className="mt-1 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
        {stores.map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={String(s.id)} {...registration} />
            {s.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export const roleOptions = (isAdmin: boolean): Role[] => (isAdmin ? ['clerk', 'sales', 'manager', 'admin'] : ['clerk', 'sales', 'manager']);
export const worksAtStores = (role: unknown) => role === 'clerk' || role === 'sales';

