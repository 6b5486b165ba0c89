import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents } from '@/db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { handOffToSales } from './hand-off-to-sales';
import { listNotifications, markNotificationsRead } from './list-notifications';

describe('hand off to sales', () => {
  it('notifies the store’s sales staff once; they see it, unread, and read it', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const { application } = await insertApplication(ctx.db, { store: t.stores.north, state: 'A', label: 'Maria Garcia' });
      await ctx.db.update(applications).set({ verifiedAt: new Date() }).where(eq(applications.id, application.id));
      const clerk = as(ctx, t.actors.acmeClerk);
      const sales = as(ctx, t.actors.acmeSales);

      expect(await handOffToSales(clerk, application.id)).toEqual({ notified: 1 });
      // Again before it is read: nothing piles up.
      await handOffToSales(clerk, application.id);
      const list = await listNotifications(sales);
      expect(list.unread).toBe(1);
      expect(list.items).toEqual([expect.objectContaining({ kind: 'handoff', applicationId: application.id, applicationLabel: 'Maria Garcia', read: false })]);
      // The clerk and the manager got nothing.
      expect((await listNotifications(clerk)).items).toEqual([]);
      expect((await listNotifications(as(ctx, t.actors.acmeManager))).items).toEqual([]);

      // Another user's mark-read changes nothing; the owner's does.
      await markNotificationsRead(clerk, [list.items[0]!.id]);
      expect((await listNotifications(sales)).unread).toBe(1);
      await markNotificationsRead(sales);
      expect(await listNotifications(sales)).toMatchObject({ unread: 0, items: [expect.objectContaining({ read: true })] });

      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'application.handed_off'));
      expect(audits).toHaveLength(2);
    }));

  it('refuses an unverified approval (409), a store without sales staff (409), another retailer (404) and API tokens (403)', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const unverified = (await insertApplication(ctx.db, { store: t.stores.north, state: 'A' })).application;
      await expect(handOffToSales(as(ctx, t.actors.acmeClerk), unverified.id)).rejects.toThrow(ConflictError);

      const east = (await insertApplication(ctx.db, { store: t.stores.east, state: 'A' })).application;
      await ctx.db.update(applications).set({ verifiedAt: new Date() }).where(eq(applications.id, east.id));
      await expect(handOffToSales(as(ctx, t.actors.acmeManager), east.id)).rejects.toThrow('no sales staff');

      await expect(handOffToSales(as(ctx, t.actors.globexManager), east.id)).rejects.toThrow(NotFoundError);
      await expect(handOffToSales(as(ctx, t.actors.acmeToken), east.id)).rejects.toThrow(ForbiddenError);
    }));
});
