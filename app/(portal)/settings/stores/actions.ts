'use server';

import { refresh } from 'next/cache';
import { authedAction } from '@/lib/auth/authed-action';
import { retailerInput, storeInput } from '@/lib/core/stores/schemas';
import { saveRetailer, saveStore } from '@/lib/core/stores/save-store';

export const saveStoreAction = authedAction(storeInput, async (ctx, input) => {
  const store = await saveStore(ctx, input);
  refresh();
  return { id: store.id };
});

export const saveRetailerAction = authedAction(retailerInput, async (ctx, input) => {
  const retailer = await saveRetailer(ctx, input);
  refresh();
  return retailer;
});
