import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/schema';
import { ForbiddenError } from '@/lib/core/errors';
import { buildTenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { listAuditEvents } from './list-audit-events';

describe('listAuditEvents', () => {
  it('shows a manager their retailer only, with filters by actor, action, record and period', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const actor = String(t.actors.acmeManager.userId);
      await ctx.db.insert(auditEvents).values([
        { retailerId: t.acme.id, actorType: 'user', actorId: actor, action: 'application.ssn_revealed', entityType: 'application', entityId: '11', ip: '203.0.113.9', createdAt: new Date('2026-03-10T10:00:00Z') },
        { retailerId: t.acme.id, actorType: 'user', actorId: actor, action: 'contract.downloaded', entityType: 'lease', entityId: '7', createdAt: new Date('2026-03-11T10:00:00Z') },
        { retailerId: t.acme.id, actorType: 'system', actorId: null, action: 'user.invited', entityType: 'user', entityId: '5', createdAt: new Date('2026-03-12T10:00:00Z') },
        { retailerId: t.globex.id, actorType: 'user', actorId: String(t.actors.globexManager.userId), action: 'contract.downloaded', entityType: 'lease', entityId: '8', createdAt: new Date('2026-03-11T10:00:00Z') },
      ]);
      const manager = as(ctx, t.actors.acmeManager);
      const all = await listAuditEvents(manager, {});
      expect(all.rows.map((r) => r.action)).toEqual(['user.invited', 'contract.downloaded', 'application.ssn_revealed']);
      expect(all.rows[2]).toMatchObject({ actor: { type: 'user', name: 'Test manager' }, ip: '203.0.113.9', entityType: 'application', entityId: '11' });
      expect((await listAuditEvents(manager, { actor: actor })).rows).toHaveLength(2);
      expect((await listAuditEvents(manager, { action: 'contract.' })).rows.map((r) => r.entityId)).toEqual(['7']);
      expect((await listAuditEvents(manager, { entity_type: 'application', entity_id: '11' })).rows).toHaveLength(1);
      expect((await listAuditEvents(manager, { from: '2026-03-11', to: '2026-03-11' })).rows.map((r) => r.entityId)).toEqual(['7']);
      const admin = await listAuditEvents(as(ctx, t.actors.admin), { action: 'contract.downloaded', from: '2026-03-11', to: '2026-03-11' });
      expect(admin.rows.map((r) => r.entityId).sort()).toEqual(['7', '8']);
      await expect(listAuditEvents(as(ctx, t.actors.acmeClerk), {})).rejects.toBeInstanceOf(ForbiddenError);
      await expect(listAuditEvents(as(ctx, t.actors.acmeToken), {})).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});
