'use client';

import { SelectField } from './fields';

export type StoreChoice = { id: number; name: string; retailerName: string };

/** The stores this user works in, grouped by retailer when there is more than one (an admin's view). */
export function StoreField({ stores, name = 'store_id', className = 'max-w-sm' }: { stores: StoreChoice[]; name?: string; className?: string }) {
  const byRetailer = new Map<string, StoreChoice[]>();
  for (const s of stores) byRetailer.set(s.retailerName, [...(byRetailer.get(s.retailerName) ?? []), s]);
  const option = (s: StoreChoice) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  );
  return (
    <SelectField name={name} label="Store" placeholder={stores.length === 1 ? undefined : 'Select the store…'} className={className}>
      {byRetailer.size > 1
        ? [...byRetailer].map(([retailer, list]) => (
            <optgroup key={retailer} label={retailer}>
              {list.map(option)}
            </optgroup>
          ))
        : stores.map(option)}
    </SelectField>
  );
}
