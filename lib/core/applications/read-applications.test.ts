import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@/db/schema';
import { presentApplication } from '@/lib/api/presenters/application';
import { presentOfferAmounts } from '@/lib/api/presenters/application-result';
import { presentScores, presentTerms } from '@/lib/api/presenters/application-scores';
import { as, inRollback } from '@/lib/testing/test-db';
import { ForbiddenError, NotFoundError } from '../errors';
import { createApplication } from './create-application';
import { getApplication } from './get-application';
import { getOffers } from './get-offers';
import { getScores } from './get-scores';
import { getTerms } from './get-terms';
import { buildWorld, useTestKeys, validApplication, validCoApplicant, withPath } from './testing';

beforeAll(() => {
  useTestKeys();
});

describe('reading an application', () => {
  it('returns 2.9 by integer id or uuid, with the co-applicant, and no PII beyond names and email', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id, { co_applicant: validCoApplicant() }));
      const byId = await getApplication(token, String(decision.applicationId));
      const byUuid = await getApplication(token, decision.uuid.toUpperCase());
      expect(presentApplication(byUuid)).toEqual(presentApplication(byId));
      expect(presentApplication(byId)).toEqual({
        id: String(decision.applicationId),
        uuid: decision.uuid,
        applicant: { name: { title: 'ms', first: 'Jane', middle: 'Q', last: 'Doe' }, email: 'jane.doe@example.com' },
        coapplicant: { name: { title: 'mr', first: 'John', middle: null, last: 'Doe' }, email: 'john.doe@example.com' },
        status_code: 'V',
      });
      expect(JSON.stringify(byId)).not.toMatch(/ssnCiphertext|routingCiphertext|ssnBlindIndex/);
    });
  });

  it('answers terms, offers and scores from the recorded decision', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id));
      expect(presentTerms(await getTerms(token, decision.applicationId))).toEqual({ modelVersionUsed: '1', terms: { scoringVersion: '1' } });
      expect(presentOfferAmounts(await getOffers(token, decision.uuid))).toEqual({ A: '$3,000.00', B: '$3,750.00', C: '$4,500.00' });
      expect(presentScores(await getScores(token, decision.applicationId))).toEqual({
        application_id: decision.applicationId,
        modelVersionUsed: '1',
        score: 880,
        coapplicant_score: null,
        band: 'A+',
        code: 'A',
        determination: 'approved',
        decided_at: decision.decidedAt.toISOString(),
        reasons: [],
      });
    });
  });

  it('gives a decline its principal reasons in plain language (adverse action), and no offers', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      let body = withPath(validApplication(world.houston.id), 'applicant.primaryIncome.gross', 200);
      body = withPath(body, 'banking.opened_at', new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10));
      const { decision } = await createApplication(token, body);
      const scores = presentScores(await getScores(token, decision.applicationId));
      expect(scores).toMatchObject({ code: 'N', determination: 'declined' });
      expect(scores.reasons).toEqual([
        { code: 'INSUFFICIENT_INCOME', text: 'Income is too low for the lease payments we offer.' },
        { code: 'BANK_ACCOUNT_TOO_NEW', text: 'The bank account was opened less than 90 days ago.' },
      ]);
      expect(await getOffers(token, decision.applicationId)).toEqual({});
    });
  });

  it('hides offers once an approval has expired', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id));
      await ctx.db.update(applications).set({ stateCode: 'E' }).where(eq(applications.id, decision.applicationId));
      expect(await getOffers(token, decision.applicationId)).toEqual({});
    });
  });

  it('answers not found for another retailer, another store, and references that cannot exist', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.acmeToken), validApplication(world.dallas.id));
      for (const actor of [world.actors.globexToken, world.actors.globexManager, world.actors.houstonToken, world.actors.acmeClerk]) {
        for (const read of [getApplication, getTerms, getOffers, getScores]) {
          await expect(read(as(ctx, actor), decision.applicationId)).rejects.toBeInstanceOf(NotFoundError);
          await expect(read(as(ctx, actor), decision.uuid)).rejects.toBeInstanceOf(NotFoundError);
        }
      }
      for (const ref of ['0', '-1', '99999999999', 'abc', '1.5', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
        await expect(getApplication(as(ctx, world.actors.admin), ref)).rejects.toBeInstanceOf(NotFoundError);
      }
      // Inside the scope it is found: the manager sees every store of the retailer.
      expect((await getApplication(as(ctx, world.actors.acmeManager), decision.applicationId)).application.id).toBe(decision.applicationId);
    });
  });

  it('is forbidden to an actor without application.read', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.acmeToken), validApplication(world.houston.id));
      const applicant = { kind: 'applicant', applicationId: decision.applicationId, retailerId: world.acme.id, purpose: 'verify' } as const;
      await expect(getApplication(as(ctx, applicant), decision.applicationId)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getScores(as(ctx, applicant), decision.applicationId)).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
});
