import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/schema';
import { ForbiddenError } from '@/lib/core/errors';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { exportPipeline } from './export-pipeline';

async function all<T>(batches: AsyncGenerator<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}

describe('exportPipeline', () => {
  it('exports every matching row in scope, the list columns only, and audits the filters', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      for (let i = 0; i < 3; i++) await insertApplication(ctx.db, { store: t.stores.north, label: `North ${i}` });
      await insertApplication(ctx.db, { store: t.stores.south, state: 'N', label: 'South declined' });
      await insertApplication(ctx.db, { store: t.stores.globexMain, label: 'Globex person' });
      const manager = as(ctx, t.actors.acmeManager);
      const rows = await all((await exportPipeline(manager, { per_page: 1 })).batches);
      expect(rows.map((r) => r.applicant).sort()).toEqual(['North 0', 'North 1', 'North 2', 'South declined']);
      expect(Object.keys(rows[0]!).sort()).toEqual(['applicant', 'applicationState', 'approvedAmount', 'createdAt', 'daysToExpire', 'group', 'id', 'leaseState', 'loanNumber', 'store', 'updatedAt']);
      const declined = await all((await exportPipeline(manager, { purchase_group: 'closed' })).batches);
      expect(declined.map((r) => r.applicant)).toEqual(['South declined']);
      // The clerk sees north only; another retailer's store filter finds nothing.
      expect((await all((await exportPipeline(as(ctx, t.actors.acmeClerk), {})).batches)).length).toBe(3);
      expect((await all((await exportPipeline(manager, { stores: String(t.stores.globexMain.id) })).batches)).length).toBe(0);
      const audits = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'pipeline.exported'), eq(auditEvents.retailerId, t.acme.id)));
      expect(audits.length).toBe(4);
      expect(audits.some((a) => (a.data as { filters: Record<string, unknown> }).filters.purchase_group === 'closed')).toBe(true);
    }),
  );

  it('refuses an applicant signing link', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await expect(exportPipeline(as(ctx, { kind: 'applicant', applicationId: 1, retailerId: t.acme.id, purpose: 'sign' }), {})).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});
