import { expect } from '@playwright/test';
import { world, tokenFor } from '../fixtures/world';
import { createLeaselineClient, LeaselineApiError, type LeaselineClient } from '@/lib/client';

/** A client for the seeded test server, as a store (`acme/houston`), a retailer (`acme`) or anonymous. */
export function clientFor(scope?: string, token?: string): LeaselineClient {
  return createLeaselineClient({ baseUrl: world().baseURL, token: token ?? (scope ? tokenFor(scope) : undefined) });
}

/** The seeded stores, from the tokens the seed issued (one per store). */
export function storesOf(retailer: string): { slug: string; id: number }[] {
  return world()
    .tokens.filter((t) => t.storeId !== null && t.label.startsWith(`store ${retailer}/`))
    .map((t) => ({ slug: t.label.split('/')[1]!.split(' ')[0]!, id: t.storeId! }));
}

export function storeId(scope: string): number {
  const [retailer, slug] = scope.split('/');
  const store = storesOf(retailer!).find((s) => s.slug === slug);
  if (!store) throw new Error(`No seeded store ${scope}`);
  return store.id;
}

/** The LeaselineApiError a call rejects with (failing the test if it resolves). */
export async function apiError(call: Promise<unknown>): Promise<LeaselineApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected the API to answer with an error').toBeInstanceOf(LeaselineApiError);
  return error as LeaselineApiError;
}
