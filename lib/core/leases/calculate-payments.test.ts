import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { quote, toPaymentsResponse } from '@/lib/core/pricing';
import { approvedApplication, createLeaseWorld } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { getApplicationPayments } from './application-payments';
import { calculatePayments } from './calculate-payments';

const NOW = new Date('2026-11-20T18:00:00Z');

const standalone = {
  option: 'A',
  paymentFrequency: '14-day',
  rating: 3,
  modelVersion: 1,
  score: 700,
  leaseAmount: 1000,
  incomeFrequency: 'bi-weekly',
  companyState: 'TX',
  zipCode: '77002',
  ocpIncluded: true,
  payDate: '2026-11-06',
};

async function fieldErrors(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
}

describe('calculatePayments (POST /score/payments)', () => {
  it('prices the worked example of docs/pricing.md without an application', () =>
    inRollback(async (ctx) => {
      const { quote: q, applicationId } = await calculatePayments(ctx, standalone, { now: NOW });
      expect(applicationId).toBeNull();
      const { schedule, ...payments } = toPaymentsResponse(q);
      expect(payments).toEqual({
        modelVersionUsed: '1',
        term: 12,
        leaseAmount: '$1,000.00',
        paymentAmount: 77.65,
        paymentAmount_no_tax: 73.08,
        total: '$2,018.90',
        mult: 1.9,
        firstPaymentDate: 'Friday, December 4, 2026',
        total_cost_ownership: 2072.03,
        ocp_amount: 4.62,
        lease_deposit: '$50.00',
        express_pay_3_month: '$623.18',
        express_pay_6_month: '$829.59',
        express_pay_9_month: '$440.54',
        numberOfPayments: 26,
      });
      expect(schedule).toHaveLength(26);
    }));

  it('lets any staff role and a token use it, but not an applicant', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      for (const actor of [world.actors.clerk, world.actors.sales, world.actors.manager, world.actors.admin, world.actors.token]) {
        await expect(calculatePayments(as(ctx, actor), standalone, { now: NOW })).resolves.toBeTruthy();
      }
      const applicant = { kind: 'applicant', applicationId: 1, retailerId: world.retailerId, purpose: 'sign' } as const;
      await expect(calculatePayments(as(ctx, applicant), standalone)).rejects.toBeInstanceOf(ForbiddenError);
    }));

  it('requires the six application facts when no application_id is given, naming each', () =>
    inRollback(async (ctx) => {
      const errors = await fieldErrors(calculatePayments(ctx, { option: 'A', paymentFrequency: 'monthly', leaseAmount: 500 }));
      expect(errors).toEqual({
        rating: ['The rating field is required when application_id is not given.'],
        modelVersion: ['The modelVersion field is required when application_id is not given.'],
        score: ['The score field is required when application_id is not given.'],
        incomeFrequency: ['The incomeFrequency field is required when application_id is not given.'],
        companyState: ['The companyState field is required when application_id is not given.'],
        zipCode: ['The zipCode field is required when application_id is not given.'],
      });
    }));

  it('reports every malformed field at once', () =>
    inRollback(async (ctx) => {
      const errors = await fieldErrors(
        calculatePayments(ctx, { ...standalone, option: 'Z', paymentFrequency: 'weekly', rating: 9, score: 50, leaseAmount: -1, zipCode: '7700', companyState: 'XX', ocpIncluded: 'yes' }),
      );
      expect(errors).toEqual({
        option: ['The option must be one of: A, B, C.'],
        paymentFrequency: ['The paymentFrequency must be one of: 14-day, 28-day, semi-monthly, monthly.'],
        rating: ['The rating must be from 1 to 5.'],
        score: ['The score must be from 100 to 999.'],
        leaseAmount: ['The leaseAmount must be more than $0.'],
        zipCode: ['The zipCode must be 5 digits (or ZIP+4, as 77002-1234).'],
        companyState: ['The companyState must be the two-letter code of a US state or DC, as TX.'],
        ocpIncluded: ['The ocpIncluded must be true or false.'],
      });
    }));

  it('refuses states where leases are not offered, and unknown model versions', () =>
    inRollback(async (ctx) => {
      for (const [state, name] of [
        ['MN', 'Minnesota'],
        ['NJ', 'New Jersey'],
        ['WI', 'Wisconsin'],
        ['WY', 'Wyoming'],
        ['VT', 'Vermont'],
      ]) {
        expect(await fieldErrors(calculatePayments(ctx, { ...standalone, companyState: state }))).toEqual({ companyState: [`Leases are not offered in ${name} (${state}).`] });
      }
      expect(await fieldErrors(calculatePayments(ctx, { ...standalone, modelVersion: 7 }))).toEqual({ modelVersion: ['No rate card for model version 7; known: 1.'] });
      expect(await fieldErrors(calculatePayments(ctx, { ...standalone, leaseAmount: 150, additionalDown: 100 }))).toEqual({
        leaseAmount: ['The amount leased (lease amount − additional down) must be at least $100.'],
      });
    }));

  it('takes the facts from the application when application_id is given, ignoring the request’s', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.ca, {
        score: 820,
        income: { source: 'employment', grossCents: 4_000_00, frequency: 'monthly', pay_date: '2026-10-30' },
      });
      const request = { application_id: app.id, option: 'B', paymentFrequency: 'monthly', leaseAmount: 2000, score: 101, rating: 1, companyState: 'TX', incomeFrequency: 'weekly' };
      const byId = await calculatePayments(as(ctx, world.actors.clerk), request, { now: NOW });
      const byUuid = await calculatePayments(as(ctx, world.actors.clerk), { ...request, application_id: app.uuid }, { now: NOW });
      const expected = quote({
        modelVersion: 1,
        option: 'B',
        paymentFrequency: 'monthly',
        rating: 5, // the CA store's
        score: 820,
        leaseAmountCents: 2_000_00,
        additionalDownCents: 0,
        companyState: 'CA',
        ocpIncluded: false,
        leaseStartDate: '2026-11-20', // 10:00 in Los Angeles
        incomeFrequency: 'monthly',
        payDate: '2026-10-30',
      });
      expect(byId.quote).toEqual(expected);
      expect(byUuid.quote).toEqual(expected);
      expect(byId.applicationId).toBe(app.id);
      expect(byId.quote.firstPaymentDate.toISOString().slice(0, 10)).toBe('2026-11-30');
    }));

  it('uses the store’s local day as the lease start', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.ca);
      // 02:00 UTC on the 21st is still the 20th in Los Angeles.
      const { quote: q } = await calculatePayments(as(ctx, world.actors.sales), { application_id: app.id, option: 'A', paymentFrequency: '14-day', leaseAmount: 800 }, { now: new Date('2026-11-21T02:00:00Z') });
      expect(q.leaseStartDate.toISOString().slice(0, 10)).toBe('2026-11-20');
    }));

  it('answers not found for an application of another retailer or an unknown one', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx);
      for (const actor of [world.actors.otherSales, world.actors.otherToken]) {
        await expect(calculatePayments(as(ctx, actor), { application_id: app.id, option: 'A', paymentFrequency: '14-day', leaseAmount: 800 })).rejects.toBeInstanceOf(NotFoundError);
      }
      await expect(calculatePayments(as(ctx, world.actors.sales), { application_id: 2_000_000_000, option: 'A', paymentFrequency: '14-day', leaseAmount: 800 })).rejects.toBeInstanceOf(NotFoundError);
      expect(await fieldErrors(calculatePayments(as(ctx, world.actors.sales), { application_id: 'abc', option: 'A', paymentFrequency: '14-day', leaseAmount: 800 }))).toEqual({
        application_id: ['The application_id must be an application id (a positive whole number) or its uuid.'],
      });
    }));

  it('refuses an application without a decision', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { modelVersion: null, score: null, band: null, stateCode: 'V' });
      expect(await fieldErrors(calculatePayments(as(ctx, world.actors.sales), { application_id: app.id, option: 'A', paymentFrequency: '14-day', leaseAmount: 800 }))).toEqual({
        application_id: [`Application ${app.id} has no credit decision yet, so it cannot be priced.`],
      });
    }));
});

describe('getApplicationPayments (GET /applications/{id}/payments)', () => {
  it('prices the best approved option (highest amount) at the pay-cadence frequency', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx);
      const result = await getApplicationPayments(as(ctx, world.actors.clerk), app.id, { now: NOW });
      expect(result).toMatchObject({ option: 'C', paymentFrequency: '14-day', applicationId: app.id });
      expect(result.quote).toMatchObject({ leaseAmountCents: 3_000_00, amountLeasedCents: 3_000_00, option: 'C', ocpAmountCents: 0, numberOfPayments: 39 });
    }));

  it.each([
    ['weekly', '14-day'],
    ['bi-weekly', '14-day'],
    ['semi-monthly', 'semi-monthly'],
    ['monthly', 'monthly'],
  ] as const)('defaults %s pay to %s payments', (frequency, expected) =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { income: { source: 'employment', grossCents: 1_000_00, frequency, pay_date: '2026-11-13' } });
      expect((await getApplicationPayments(as(ctx, world.actors.sales), app.uuid, { now: NOW })).paymentFrequency).toBe(expected);
    }),
  );

  it('prefers the earlier letter on equal amounts, and only approved letters', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const tie = await approvedApplication(ctx.db, world.stores.tx, { offerAmounts: { A: 1_000_00, B: 1_500_00, C: 1_500_00 } });
      expect((await getApplicationPayments(as(ctx, world.actors.sales), tie.id, { now: NOW })).option).toBe('B');
      const ab = await approvedApplication(ctx.db, world.stores.tx, { optionsApproved: 'AB', offerAmounts: { A: 1_000_00, B: 1_200_00, C: 9_000_00 } });
      expect((await getApplicationPayments(as(ctx, world.actors.sales), ab.id, { now: NOW })).option).toBe('B');
    }));

  it('answers 409 without an approved option, 404 out of scope', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const declined = await approvedApplication(ctx.db, world.stores.tx, { stateCode: 'N', decisionCode: 'N', offerAmounts: {}, optionsApproved: '' });
      await expect(getApplicationPayments(as(ctx, world.actors.sales), declined.id)).rejects.toThrow(
        new ConflictError(`Application ${declined.id} has no approved option to price (state N).`),
      );
      const expired = await approvedApplication(ctx.db, world.stores.tx, { stateCode: 'E' });
      await expect(getApplicationPayments(as(ctx, world.actors.sales), expired.id)).rejects.toBeInstanceOf(ConflictError);
      const app = await approvedApplication(ctx.db, world.stores.tx);
      await expect(getApplicationPayments(as(ctx, world.actors.otherManager), app.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(getApplicationPayments(as(ctx, world.actors.sales), 'nope')).rejects.toBeInstanceOf(NotFoundError);
    }));
});
