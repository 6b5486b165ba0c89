import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicants, applications, auditEvents, outboxEvents } from '@/db/schema';
import { presentApplicationResult } from '@/lib/api/presenters/application-result';
import { as, inRollback } from '@/lib/testing/test-db';
import { ForbiddenError, ValidationError } from '../errors';
import { createApplication } from './create-application';
import { buildWorld, rawRows, useTestKeys, validApplication, validCoApplicant, withPath } from './testing';

beforeAll(() => {
  useTestKeys();
});

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
}

describe('createApplication', () => {
  it('approves, records state V with a 30-day expiry, and answers the 2.7 result field for field', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision, replayed } = await createApplication(as(ctx, world.actors.houstonToken), validApplication(world.houston.id));
      expect(replayed).toBe(false);
      const result = presentApplicationResult(decision);
      expect(result).toEqual({
        code: 'A',
        reason: 'approved',
        description: 'Approved for up to $4,500.00',
        determination: 'approved',
        determinationMessage:
          'Congratulations, Jane! You are approved for lease-to-own financing of up to $4,500.00. Choose one of the options below; its initial payment is due when you sign the lease.',
        message: {
          name: 'Jane Doe',
          title: 'You are approved!',
          sub_title1: 'Approved for up to $4,500.00. Confirm the code we send you to use this approval.',
          options: [
            ['Option A', '$3,000.00', '$150.00 initial payment'],
            ['Option B', '$3,750.00', '$375.00 initial payment'],
            ['Option C', '$4,500.00', '$675.00 initial payment'],
          ],
        },
        offerAmounts: { A: '$3,000.00', B: '$3,750.00', C: '$4,500.00' },
        optionsApproved: 'ABC',
        checkoutId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        application_id: decision.applicationId,
        score: 880,
        coapplicant_score: null,
      });
      const [row] = await ctx.db.select().from(applications).where(eq(applications.id, decision.applicationId));
      expect(row).toMatchObject({ stateCode: 'V', decisionCode: 'A', band: 'A+', modelVersion: 1, storeId: world.houston.id, approvedAmountCents: 450_000 });
      expect(row!.downPaymentAmounts).toEqual({ A: 15_000, B: 37_500, C: 67_500 });
      expect(Math.round((row!.expiresAt!.getTime() - row!.decidedAt!.getTime()) / 86_400_000)).toBe(30);
    });
  });

  it('writes audit rows and application.created / application.decided events in the same transaction, without PII', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.acmeClerk), validApplication(world.houston.id));
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(decision.applicationId)));
      expect(audits.map((a) => a.action).sort()).toEqual(['application.created', 'application.decided']);
      expect(audits.every((a) => a.actorType === 'user' && a.actorId === String((world.actors.acmeClerk as { userId: number }).userId))).toBe(true);
      const events = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, world.acme.id));
      expect(events.map((e) => e.type).sort()).toEqual(['application.created', 'application.decided']);
      const everything = JSON.stringify([audits, events]);
      for (const secret of ['123456789', '6789', 'Jane', 'Doe', '000123456789', 'jane.doe']) expect(everything).not.toContain(secret);
    });
  });

  it('sends a review (R) and a decline (N) with reasons, no offers, and the principal reason as `reason`', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const actor = as(ctx, world.actors.acmeManager);
      const review = await createApplication(actor, withPath(validApplication(world.houston.id), 'banking.opened_at', undefined));
      expect(presentApplicationResult(review.decision)).toMatchObject({
        code: 'R',
        reason: 'NO_BANK_ACCOUNT_HISTORY',
        determination: 'review',
        offerAmounts: {},
        optionsApproved: '',
        checkoutId: null,
        message: { options: [] },
      });
      const declined = await createApplication(actor, validApplication(world.minneapolis.id, { applicant: { ...validApplication(1).applicant, social_security_number: '321-54-9876' } }));
      expect(presentApplicationResult(declined.decision)).toMatchObject({
        code: 'N',
        reason: 'STATE_NOT_SERVED',
        description: 'We do not offer leases in the state where the store is located.',
        determination: 'declined',
        offerAmounts: {},
      });
      const states = await ctx.db.select({ id: applications.id, state: applications.stateCode, expiresAt: applications.expiresAt }).from(applications);
      expect(states.find((s) => s.id === review.decision.applicationId)?.state).toBe('R');
      expect(states.find((s) => s.id === declined.decision.applicationId)).toMatchObject({ state: 'N', expiresAt: null });
    });
  });

  it('records an under-18 applicant as a decline with UNDERAGE', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const dob = new Date();
      dob.setUTCFullYear(dob.getUTCFullYear() - 17);
      const body = withPath(validApplication(world.houston.id), 'applicant.date_of_birth', dob.toISOString().slice(0, 10));
      const { decision } = await createApplication(as(ctx, world.actors.houstonToken), body);
      expect(decision).toMatchObject({ code: 'N', stateCode: 'N', reasons: [{ code: 'UNDERAGE', text: 'The applicant must be at least 18 years old.' }] });
      const [row] = await ctx.db.select({ n: count() }).from(applications).where(eq(applications.id, decision.applicationId));
      expect(row!.n).toBe(1);
    });
  });

  it('scores a co-applicant given with the application (coapplicant_score) and stores both people', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.houstonToken), validApplication(world.houston.id, { co_applicant: validCoApplicant() }));
      // $2,000 semi-monthly = $4,000/month → 240, employment 90, bank 170 + 40, age 90, base 250.
      expect(decision.coapplicantScore).toBe(880);
      const [row] = await ctx.db.select().from(applications).where(eq(applications.id, decision.applicationId));
      expect(row!.coApplicantId).not.toBeNull();
      expect(presentApplicationResult(decision).coapplicant_score).toBe(880);
    });
  });

  it('replays a reference_id already used by the store instead of creating a second application', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const actor = as(ctx, world.actors.houstonToken);
      const first = await createApplication(actor, validApplication(world.houston.id, { reference_id: 'ORDER-1' }));
      const again = await createApplication(actor, validApplication(world.houston.id, { reference_id: 'ORDER-1', applicant: { ...validApplication(1).applicant, first_name: 'Other' } }));
      expect(again.replayed).toBe(true);
      expect(presentApplicationResult(again.decision)).toEqual(presentApplicationResult(first.decision));
      const [{ n }] = (await ctx.db.select({ n: count() }).from(applications).where(eq(applications.referenceId, 'ORDER-1'))) as [{ n: number }];
      expect(n).toBe(1);
      const [{ people }] = (await ctx.db.select({ people: count() }).from(applicants).where(eq(applicants.retailerId, world.acme.id))) as [{ people: number }];
      expect(people).toBe(1);
      // Another store may use the same reference.
      const elsewhere = await createApplication(as(ctx, world.actors.acmeToken), validApplication(world.dallas.id, { reference_id: 'ORDER-1' }));
      expect(elsewhere.replayed).toBe(false);
    });
  });

  it('declines the same SSN at the same retailer within 30 days of a decline (RECENT_DECLINE), not at another retailer', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const admin = as(ctx, world.actors.admin);
      const dob = new Date();
      dob.setUTCFullYear(dob.getUTCFullYear() - 17);
      await createApplication(admin, withPath(validApplication(world.houston.id), 'applicant.date_of_birth', dob.toISOString().slice(0, 10)));
      const again = await createApplication(admin, validApplication(world.dallas.id));
      expect(again.decision).toMatchObject({ code: 'N', reasons: [{ code: 'RECENT_DECLINE' }] });
      const otherRetailer = await createApplication(admin, validApplication(world.savannah.id));
      expect(otherRetailer.decision.code).toBe('A');
      // A decline for RECENT_DECLINE alone does not restart the 30 days: once the first decline is older, the SSN is welcome.
      await ctx.db.execute(sql`update applications set decided_at = now() - interval '31 days' where reason_codes = '["UNDERAGE"]'::jsonb`);
      const later = await createApplication(admin, validApplication(world.houston.id));
      expect(later.decision.code).toBe('A');
    });
  });

  it('keeps SSN, routing and account numbers out of readable columns', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.houstonToken), validApplication(world.houston.id, { co_applicant: validCoApplicant() }));
      const people = await rawRows(ctx.db, sql`select a.*, a::text as whole from applicants a where retailer_id = ${world.acme.id}`);
      expect(people).toHaveLength(2);
      for (const row of people) {
        expect(String(row.whole)).not.toMatch(/123456789|123-45-6789|234567890|234-56-7890/);
        expect(row.ssn_ciphertext).toEqual(expect.any(String));
        expect(row.ssn_blind_index).toEqual(expect.any(String));
        expect(['6789', '7890']).toContain(row.ssn_last4);
      }
      const [app] = await rawRows(ctx.db, sql`select ap.*, ap::text as whole from applications ap where id = ${decision.applicationId}`);
      expect(String(app!.whole)).not.toContain('000123456789');
      expect(String(app!.whole)).not.toContain('111000025');
      expect(app!.account_last4).toBe('6789');
    });
  });

  it('binds ciphertexts to their row: a value copied into another row does not decrypt', async () => {
    const { openSsn } = await import('../crypto/pii');
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const actor = as(ctx, world.actors.houstonToken);
      const a = await createApplication(actor, validApplication(world.houston.id));
      const b = await createApplication(actor, validApplication(world.houston.id, { applicant: { ...validApplication(1).applicant, social_security_number: '555-12-3456' } }));
      const rows = await ctx.db.select().from(applicants).where(eq(applicants.retailerId, world.acme.id));
      const first = rows.find((r) => r.ssnLast4 === '6789')!;
      const second = rows.find((r) => r.ssnLast4 === '3456')!;
      expect(openSsn(first.id, first)).toBe('123456789');
      expect(() => openSsn(second.id, first)).toThrow();
      expect(a.decision.applicationId).not.toBe(b.decision.applicationId);
    });
  });

  it('ignores unknown fields and stores the technician object as given', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const body = validApplication(world.houston.id, { technician: { name: 'Tech Tom', badge: 42 }, is_admin: true, score: 999 });
      (body.applicant as Record<string, unknown>).favourite_colour = 'blue';
      const { decision } = await createApplication(as(ctx, world.actors.houstonToken), body);
      expect(decision.score).toBe(880);
      const [row] = await rawRows(ctx.db, sql`select ap::text || ' ' || a::text as whole, ap.technician from applications ap join applicants a on a.id = ap.applicant_id where ap.id = ${decision.applicationId}`);
      expect(row!.technician).toEqual({ name: 'Tech Tom', badge: 42 });
      expect(String(row!.whole)).not.toMatch(/favourite|blue|is_admin/);
    });
  });

  it('accepts store_id as a string or an integer, and defaults it for a store token', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      expect((await createApplication(token, validApplication(world.houston.id, { store_id: world.houston.id }))).decision.storeId).toBe(world.houston.id);
      expect((await createApplication(token, withPath(validApplication(world.houston.id), 'store_id', undefined))).decision.storeId).toBe(world.houston.id);
      expect(await fieldErrors(createApplication(as(ctx, world.actors.acmeToken), withPath(validApplication(1), 'store_id', undefined)))).toEqual({
        store_id: ['The store_id is required.'],
      });
    });
  });

  it('refuses a store outside the caller scope with the same 422 as an unknown store', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const invalid = { store_id: ['The selected store_id is invalid.'] };
      expect(await fieldErrors(createApplication(as(ctx, world.actors.houstonToken), validApplication(world.dallas.id)))).toEqual(invalid);
      expect(await fieldErrors(createApplication(as(ctx, world.actors.globexToken), validApplication(world.houston.id)))).toEqual(invalid);
      expect(await fieldErrors(createApplication(as(ctx, world.actors.acmeClerk), validApplication(world.dallas.id)))).toEqual(invalid);
      expect(await fieldErrors(createApplication(as(ctx, world.actors.admin), validApplication(987654)))).toEqual(invalid);
      const [{ n }] = (await ctx.db.select({ n: count() }).from(applications)) as [{ n: number }];
      expect(n).toBe(0);
    });
  });

  it('is forbidden to an actor without application.create', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const applicant = { kind: 'applicant', applicationId: 1, retailerId: world.acme.id, purpose: 'sign' } as const;
      await expect(createApplication(as(ctx, applicant), validApplication(world.houston.id))).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
});

describe('createApplication validation', () => {
  const body = validApplication(1);
  const run = (input: unknown) => inRollback((ctx) => fieldErrors(createApplication(as(ctx, { kind: 'system' }), input)));

  const required = [
    'applicant',
    'applicant.first_name',
    'applicant.last_name',
    'applicant.social_security_number',
    'applicant.date_of_birth',
    'applicant.email',
    'applicant.location',
    'applicant.location.line_1',
    'applicant.location.city',
    'applicant.location.state',
    'applicant.location.code',
    'applicant.primaryIncome',
    'applicant.primaryIncome.source',
    'applicant.primaryIncome.gross',
    'applicant.primaryIncome.frequency',
    'banking',
    'banking.routing_number',
    'banking.checking_account',
  ];
  it.each(required)('reports a missing %s under its full path', async (path) => {
    const errors = await run(withPath(body, path, undefined));
    expect(Object.keys(errors)).toEqual([path]);
    expect(errors[path]![0]).toMatch(/required|must be an object/);
  });

  it('requires a cell or a phone', async () => {
    const errors = await run(withPath(withPath(body, 'applicant.cell', undefined), 'applicant.phone', null));
    expect(errors).toEqual({ 'applicant.cell': ['A cell or phone number is required.'] });
  });

  it('reports every invalid field at once', async () => {
    let bad = withPath(body, 'applicant.first_name', '');
    bad = withPath(bad, 'applicant.primaryIncome.gross', -5);
    bad = withPath(bad, 'banking.routing_number', '111000026');
    const errors = await run(bad);
    expect(Object.keys(errors).sort()).toEqual(['applicant.first_name', 'applicant.primaryIncome.gross', 'banking.routing_number']);
    expect(errors['banking.routing_number']).toEqual(['The routing number is not a valid ABA routing number (its check digit does not match).']);
  });

  const wrongTypes: [string, unknown][] = [
    ['applicant.first_name', 42],
    ['applicant.primaryIncome.gross', '1200'],
    ['applicant.primaryIncome.first_pay_day', 1.5],
    ['applicant.primaryIncome.frequency', 'fortnightly'],
    ['applicant.primaryIncome.source', 'lottery'],
    ['applicant.location', 'Houston'],
    ['applicant.location.state', 'XX'],
    ['applicant.location.code', '7700'],
    ['applicant.location.country', 'Canada'],
    ['applicant.email', 'not-an-email'],
    ['applicant.cell', '555-0123'],
    ['applicant.cell', '(012) 555-0123'],
    ['applicant.secondaryIncome', 'none'],
    ['applicant.secondaryIncome.gross', 'lots'],
    ['banking.online', 'yes'],
    ['banking.checking_account', '12'],
    ['banking.routing_number', 111000025],
    ['store_id', { id: 1 }],
    ['store_id', 'abc'],
    ['technician', 'Tom'],
    ['technician', { notes: 'x'.repeat(5000) }],
    ['co_applicant', 'John'],
  ];
  it.each(wrongTypes)('refuses %s = %j under its full path', async (path, value) => {
    const errors = await run(withPath(body, path, value));
    const expectedPath = path === 'applicant.secondaryIncome.gross' ? null : path;
    if (expectedPath) expect(Object.keys(errors)).toContain(expectedPath);
    else expect(Object.keys(errors).every((k) => k.startsWith('applicant.secondaryIncome'))).toBe(true);
  });

  it('reads a partially filled secondaryIncome as a full income and {} as none', async () => {
    const errors = await run(withPath(body, 'applicant.secondaryIncome', { employer: 'Weekend job' }));
    expect(Object.keys(errors).sort()).toEqual(['applicant.secondaryIncome.frequency', 'applicant.secondaryIncome.gross', 'applicant.secondaryIncome.source']);
  });

  const badSsns = ['000-12-3456', '666-12-3456', '900-12-3456', '999-99-9999', '123-00-4567', '123-45-0000', '12345678', '1234567890', '123-45-678a', 'abc'];
  it.each(badSsns)('refuses the SSN %s on applicant.social_security_number', async (ssn) => {
    const errors = await run(withPath(body, 'applicant.social_security_number', ssn));
    expect(Object.keys(errors)).toEqual(['applicant.social_security_number']);
  });

  it('refuses an invalid co-applicant SSN on co_applicant.social_security_number', async () => {
    const errors = await run({ ...body, co_applicant: validCoApplicant({ social_security_number: '666-01-0001' }) });
    expect(errors).toEqual({ 'co_applicant.social_security_number': ['The Social Security number is not a valid Social Security number.'] });
  });

  const badDates: [string, string][] = [
    ['applicant.date_of_birth', '1985-13-01'],
    ['applicant.date_of_birth', '04/31/1985'],
    ['applicant.date_of_birth', '1985/04/12'],
    ['applicant.date_of_birth', 'April 12, 1985'],
    ['applicant.date_of_birth', '2999-01-01'],
    ['applicant.date_of_birth', '1850-01-01'],
    ['applicant.primaryIncome.pay_date', '2026-02-30'],
    ['banking.opened_at', '2999-01-01'],
    ['banking.opened_at', '31/12/2020'],
  ];
  it.each(badDates)('refuses %s = %s', async (path, value) => {
    expect(Object.keys(await run(withPath(body, path, value)))).toEqual([path]);
  });

  it('accepts MM/DD/YYYY dates and normalises them', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const { decision } = await createApplication(as(ctx, world.actors.admin), withPath(validApplication(world.houston.id), 'applicant.date_of_birth', '01/15/1980'));
      const [row] = await ctx.db.select({ dob: applicants.dateOfBirth }).from(applicants).innerJoin(applications, eq(applications.applicantId, applicants.id)).where(eq(applications.id, decision.applicationId));
      expect(row!.dob).toBe('1980-01-15');
    });
  });

  it('refuses a body that is not an object', async () => {
    expect(Object.keys(await run([1, 2]))).toEqual(['_']);
    expect(Object.keys(await run(null))).toEqual(['_']);
  });
});
