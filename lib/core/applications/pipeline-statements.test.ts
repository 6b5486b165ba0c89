import { describe, expect, it } from 'vitest';
import { buildTenants, insertApplication, T0 } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { listApplicationGroups } from './list-application-groups';
import { pipelineQuerySchema } from './pipeline-query';
import { pipelineStatements } from './pipeline-statements';

const parse = (input: Record<string, unknown>) => pipelineQuerySchema.parse(input);

describe('pipelineStatements: a view rendered once', () => {
  it('gives the same statements to the same view in the same scope, and its own to another scope or view', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const first = pipelineStatements(manager, parse({ purchase_group: 'new' }));
      expect(pipelineStatements(as(ctx, t.actors.acmeManager), parse({ purchase_group: 'new' }))).toBe(first);
      const northOnly = pipelineStatements(as(ctx, t.actors.northToken), parse({ purchase_group: 'new' }));
      expect(northOnly).not.toBe(first);
      expect(northOnly.page.params).toContain(t.stores.north.id);
      expect(pipelineStatements(manager, parse({ purchase_group: 'new', page: 2 }))).not.toBe(first);
      expect(pipelineStatements(manager, parse({ purchase_group: 'new', q: 'garcia' }))).not.toBe(first);
    }));

  it('keeps statements, never answers: a second call sees rows added after the first', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      await insertApplication(ctx.db, { store: t.stores.north, label: 'first', state: 'V', createdAt: T0 });
      const before = await listApplicationGroups(manager, { purchase_group: 'new' });
      await insertApplication(ctx.db, { store: t.stores.south, label: 'second', state: 'R', createdAt: T0 });
      const after = await listApplicationGroups(manager, { purchase_group: 'new' });
      expect(before.rows.map((r) => r.application.label)).toEqual(['first']);
      expect(after.rows.map((r) => r.application.label).sort()).toEqual(['first', 'second']);
      expect([before.total, after.total]).toEqual([1, 2]);
      // A store's token sees only its store, through statements of its own.
      const north = await listApplicationGroups(as(ctx, t.actors.northToken), { purchase_group: 'new' });
      expect(north.rows.map((r) => r.application.label)).toEqual(['first']);
      expect(north.total).toBe(1);
    }));
});
