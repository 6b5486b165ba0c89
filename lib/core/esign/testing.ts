import type { Database } from '@/db/client';
import type { Ctx } from '@/lib/core/context';
import { approvedApplication, createLeaseWorld, leaseRequest, TEST_BASE_URL, type LeaseWorld } from '@/lib/testing/fixtures-leases';
import type { LeaseEntityInput } from '../leases/schemas';
import { createLease } from '../leases/create-lease';
import type { LeaseView } from '../leases/lease-view';

/** 18:00 UTC on Friday 20 November 2026; the approval lasts until December. */
export const NOW = new Date('2026-11-20T18:00:00Z');
export const LATER = { expiresAt: new Date('2026-12-10T00:00:00Z') };
/** An hour after the lease was created: the link is open. */
export const SOON = new Date(NOW.getTime() + 3_600_000);

/** A 1×1 PNG, the smallest drawn signature the renderer accepts. */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The token of a signing URL (`…/sign/{token}`). */
export function tokenOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

/** A lease world and one lease created by its sales user, with its envelope as `esign` asked. */
export async function leaseWithEnvelope(
  ctx: Ctx & { db: Database },
  overrides: Partial<LeaseEntityInput> = {},
): Promise<{ world: LeaseWorld; view: LeaseView; sales: Ctx }> {
  const world = await createLeaseWorld(ctx.db);
  const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
  const sales = { ...ctx, actor: world.actors.sales };
  const view = await createLease(sales, leaseRequest(app, overrides), { now: NOW, baseUrl: TEST_BASE_URL });
  return { world, view, sales };
}
