import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicants, applications, auditEvents } from '@/db/schema';
import { presentAddedCoApplicant } from '@/lib/api/presenters/co-applicant';
import { as, inRollback } from '@/lib/testing/test-db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { addCoApplicant } from './add-co-applicant';
import { createApplication } from './create-application';
import { getScores } from './get-scores';
import { prequalify } from './prequalify';
import { revealSsn } from './reveal-ssn';
import { buildWorld, rawRows, useTestKeys, validApplication, validCoApplicant } from './testing';
import { withoutIdentifiers } from '@/lib/testing/without-identifiers';

beforeAll(() => {
  useTestKeys();
});

describe('addCoApplicant', () => {
  it('adds the co-applicant, scores coapplicant_score with the application model, audits, and answers {co_applicant}', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id));
      const added = await addCoApplicant(token, decision.uuid, {
        ...validCoApplicant(),
        secondaryIncome: { source: 'benefits', gross: 300.5, frequency: 'monthly' },
        unknown_field: 'dropped',
      });
      expect(added.coapplicantScore).toBe(880);
      expect(presentAddedCoApplicant(added)).toEqual({
        co_applicant: {
          title: 'mr',
          first_name: 'John',
          middle_name: null,
          last_name: 'Doe',
          social_security_number: '***-**-7890',
          date_of_birth: `${new Date().getUTCFullYear() - 38}-06-30`,
          email: 'john.doe@example.com',
          identification: null,
          identification_issuer: null,
          phone: null,
          cell: '5125550142',
          primaryIncome: {
            source: 'employment', employer: 'Globex', gross: 2000, pay_date: null, phone: null, ext: null, frequency: 'semi-monthly',
            first_pay_day: null, second_pay_day: null, title_department: null,
          },
          secondaryIncome: {
            source: 'benefits', employer: null, gross: 300.5, pay_date: null, phone: null, ext: null, frequency: 'monthly',
            first_pay_day: null, second_pay_day: null, title_department: null,
          },
        },
      });
      expect((await getScores(token, decision.applicationId)).coapplicantScore).toBe(880);
      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, decision.applicationId));
      expect(app!.coApplicantId).toBe(added.coApplicant.id);
      expect(app!.decisionCode).toBe('A');
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'application.co_applicant_added'));
      expect(audits).toHaveLength(1);
      expect(withoutIdentifiers(audits)).not.toMatch(/John|7890/);
      const [raw] = await rawRows(ctx.db, sql`select a::text as whole from applicants a where id = ${added.coApplicant.id}`);
      const whole = String(raw!.whole);
      expect(whole).not.toMatch(/234567890|dropped/);
    });
  });

  it('refuses a second co-applicant and a closed application (409), out of scope (404), and bad input (422)', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id));
      await addCoApplicant(token, decision.applicationId, validCoApplicant());
      await expect(addCoApplicant(token, decision.applicationId, validCoApplicant())).rejects.toBeInstanceOf(ConflictError);
      const declined = await createApplication(token, validApplication(world.minneapolis.id, { applicant: { ...validApplication(1).applicant, social_security_number: '345-67-8901' } }));
      await expect(addCoApplicant(token, declined.decision.applicationId, validCoApplicant())).rejects.toBeInstanceOf(ConflictError);
      await expect(addCoApplicant(as(ctx, world.actors.globexToken), decision.applicationId, validCoApplicant())).rejects.toBeInstanceOf(NotFoundError);
      const error = (await addCoApplicant(token, decision.applicationId, validCoApplicant({ social_security_number: '900-11-2222', primaryIncome: {} })).catch((e) => e)) as ValidationError;
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['primaryIncome.frequency', 'primaryIncome.gross', 'primaryIncome.source', 'social_security_number']);
      const [{ n }] = (await ctx.db.select({ n: count() }).from(applicants).where(eq(applicants.retailerId, world.acme.id))) as [{ n: number }];
      expect(n).toBe(3);
    });
  });
});

describe('revealSsn', () => {
  it('shows a manager or admin the full SSN and audits each reveal without the number', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.acmeClerk), validApplication(world.houston.id, { co_applicant: validCoApplicant() }));
      expect(await revealSsn(as(ctx, world.actors.acmeManager), decision.applicationId)).toEqual({ ssn: '123-45-6789' });
      expect(await revealSsn(as(ctx, world.actors.admin), decision.uuid, { person: 'co_applicant' })).toEqual({ ssn: '234-56-7890' });
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'applicant.ssn_revealed'));
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({ entityType: 'application', entityId: String(decision.applicationId), actorType: 'user', retailerId: world.acme.id });
      expect(withoutIdentifiers(audits)).not.toMatch(/6789|7890/);
    });
  });

  it('is forbidden to clerks, sales staff and API tokens, and not found outside the scope', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.acmeClerk), validApplication(world.houston.id));
      for (const actor of [world.actors.acmeClerk, world.actors.acmeSales, world.actors.houstonToken]) {
        await expect(revealSsn(as(ctx, actor), decision.applicationId)).rejects.toBeInstanceOf(ForbiddenError);
      }
      await expect(revealSsn(as(ctx, world.actors.globexManager), decision.applicationId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(revealSsn(as(ctx, world.actors.acmeManager), decision.applicationId, { person: 'co_applicant' })).rejects.toBeInstanceOf(NotFoundError);
      const [{ n }] = (await ctx.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'applicant.ssn_revealed'))) as [{ n: number }];
      expect(n).toBe(0);
    });
  });
});

describe('prequalify', () => {
  const person = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Ana',
    last_name: 'Lopez',
    social_security_number: '456-78-9012',
    date_of_birth: `${new Date().getUTCFullYear() - 30}-03-03`,
    street: '1 Elm St',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
    email: 'ana@example.com',
    cell: '7135550111',
    ...overrides,
  });

  it('pre-qualifies on eligibility without income, and stores no person, no application, no SSN', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      expect(await prequalify(token, person())).toMatchObject({ preQualified: true, checked: 'eligibility', modelVersion: 1 });
      const [{ people }] = (await ctx.db.select({ people: count() }).from(applicants).where(eq(applicants.retailerId, world.acme.id))) as [{ people: number }];
      const [{ apps }] = (await ctx.db.select({ apps: count() }).from(applications).where(eq(applications.retailerId, world.acme.id))) as [{ apps: number }];
      expect([people, apps]).toEqual([0, 0]);
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'application.prequalified'));
      expect(audits).toHaveLength(1);
      expect(withoutIdentifiers(audits)).not.toMatch(/Ana|Lopez|456-?78-?9012|9012|456/);
    });
  });

  it('does not pre-qualify a minor, a store state not served, or an SSN declined here in the last 30 days', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const acme = as(ctx, world.actors.acmeToken);
      const minor = `${new Date().getUTCFullYear() - 16}-01-01`;
      expect(await prequalify(acme, { ...person({ date_of_birth: minor }), store_id: world.houston.id })).toMatchObject({ preQualified: false, reasons: [{ code: 'UNDERAGE' }] });
      expect(await prequalify(acme, { ...person(), store_id: String(world.minneapolis.id) })).toMatchObject({ preQualified: false, reasons: [{ code: 'STATE_NOT_SERVED' }] });
      const application = validApplication(world.houston.id, { applicant: { ...validApplication(1).applicant, social_security_number: '456-78-9012', date_of_birth: minor } });
      await createApplication(acme, application);
      expect(await prequalify(acme, { ...person(), store_id: world.dallas.id })).toMatchObject({ preQualified: false, reasons: [{ code: 'RECENT_DECLINE' }] });
      expect((await prequalify(as(ctx, world.actors.savannahToken), person())).preQualified).toBe(true);
    });
  });

  it('runs the full model when an income is given', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      const good = await prequalify(token, person({ primaryIncome: { source: 'employment', gross: 1200, frequency: 'weekly' }, banking: { opened_at: '2018-01-01', online: true } }));
      expect(good).toMatchObject({ preQualified: true, checked: 'full' });
      const low = await prequalify(token, person({ primaryIncome: { source: 'employment', gross: 150, frequency: 'weekly' } }));
      expect(low).toMatchObject({ preQualified: false, checked: 'full', reasons: [{ code: 'INSUFFICIENT_INCOME' }] });
    });
  });

  it('validates, scopes the store and needs application.prequalify', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const error = (await prequalify(as(ctx, world.actors.acmeToken), { first_name: 'A', social_security_number: '123-45-0000', date_of_birth: 'yesterday', zip: '1' }).catch((e) => e)) as ValidationError;
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['date_of_birth', 'last_name', 'social_security_number', 'zip']);
      await expect(prequalify(as(ctx, world.actors.globexToken), { ...person(), store_id: world.houston.id })).rejects.toBeInstanceOf(ValidationError);
      expect(((await prequalify(as(ctx, world.actors.acmeToken), person()).catch((e) => e)) as ValidationError).fieldErrors).toEqual({ store_id: ['The store_id is required.'] });
      const applicant = { kind: 'applicant', applicationId: 1, retailerId: world.acme.id, purpose: 'verify' } as const;
      await expect(prequalify(as(ctx, applicant), person())).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
});
