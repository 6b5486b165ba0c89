import { beforeAll, describe, expect, it } from 'vitest';
import { as, inRollback } from '@/lib/testing/test-db';
import { createApplication } from '../applications/create-application';
import { revealSsn } from '../applications/reveal-ssn';
import { buildWorld, useTestKeys, validApplication } from '../applications/testing';
import { NotFoundError } from '../errors';
import { listAuditTimeline } from './list-timeline';
import { withoutIdentifiers } from '@/lib/testing/without-identifiers';

beforeAll(() => {
  useTestKeys();
});

describe('listAuditTimeline', () => {
  it('lists who did what and when, oldest first, with allow-listed details and no PII', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const clerk = as(ctx, world.actors.acmeClerk);
      const { decision } = await createApplication(clerk, validApplication(world.houston.id));
      await revealSsn(as(ctx, world.actors.acmeManager), decision.uuid);

      const timeline = await listAuditTimeline(clerk, decision.applicationId);
      expect(timeline.map((e) => e.action)).toEqual(['application.created', 'application.decided', 'applicant.ssn_revealed']);
      expect(timeline[0]!.actor).toEqual({ type: 'user', name: 'clerk', role: 'clerk' });
      expect(timeline[2]!.actor).toEqual({ type: 'user', name: 'manager', role: 'manager' });
      expect(timeline[1]!.details).toMatchObject({ code: 'A', stateCode: 'V', modelVersion: 1, reasonCodes: [] });
      expect(timeline[2]!.details).toEqual({ person: 'applicant' });
      expect(timeline.every((e, i) => i === 0 || e.at >= timeline[i - 1]!.at)).toBe(true);
      // Nothing that identifies the applicant: not the name, the SSN, nor internal applicant ids.
      const text = withoutIdentifiers(timeline);
      expect(text).not.toMatch(/Jane|Doe|6789|123456789|applicantId/);
      // The same trail by uuid.
      expect((await listAuditTimeline(clerk, decision.uuid)).map((e) => e.id)).toEqual(timeline.map((e) => e.id));
    });
  });

  it('is not found outside the actor scope (another retailer, another store, unknown id)', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.acmeToken), validApplication(world.dallas.id));
      await expect(listAuditTimeline(as(ctx, world.actors.globexManager), decision.applicationId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(listAuditTimeline(as(ctx, world.actors.acmeClerk), decision.applicationId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(listAuditTimeline(as(ctx, world.actors.acmeManager), 99_999_999)).rejects.toBeInstanceOf(NotFoundError);
      const timeline = await listAuditTimeline(as(ctx, world.actors.acmeManager), decision.applicationId);
      expect(timeline[0]!.actor).toMatchObject({ type: 'api_token', role: null });
    });
  });
});
