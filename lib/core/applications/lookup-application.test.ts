import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leases, leaseTerms } from '@/db/schema';
import { presentLookupResult, presentPhoneLookup } from '@/lib/api/presenters/lookup';
import { as, inRollback } from '@/lib/testing/test-db';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { amountDue } from './amount-due';
import { createApplication } from './create-application';
import { lookupApplication } from './lookup-application';
import { phoneSystemLookup } from './phone-system-lookup';
import { buildWorld, useTestKeys, validApplication } from './testing';

beforeAll(() => {
  useTestKeys();
});

const dob = () => `${new Date().getUTCFullYear() - 41}-01-15`;

describe('lookupApplication', () => {
  it('finds the newest application by last name (any case), date of birth and SSN, through the blind index', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      await createApplication(token, validApplication(world.houston.id));
      const { decision } = await createApplication(token, validApplication(world.dallas.id));
      const found = await lookupApplication(token, { last_name: 'DOE', date_of_birth: dob(), social_security_number: '123456789', store_id: world.houston.id });
      const shaped = presentLookupResult(found);
      expect(shaped.application_id).toBe(decision.applicationId);
      expect(shaped.applicant).toEqual({ first_name: 'Jane', middle_name: 'Q', last_name: 'Doe' });
      expect(shaped.application_result).toMatchObject({ code: 'A', application_id: decision.applicationId, score: 880, offerAmounts: { A: '$3,000.00' } });
    });
  });

  it('finds nothing with a wrong detail, or outside the scope', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      await createApplication(as(ctx, world.actors.acmeToken), validApplication(world.dallas.id));
      const query = { last_name: 'Doe', date_of_birth: dob(), social_security_number: '123-45-6789' };
      await expect(lookupApplication(as(ctx, world.actors.acmeToken), { ...query, last_name: 'Dough' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(lookupApplication(as(ctx, world.actors.acmeToken), { ...query, social_security_number: '123-45-6780' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(lookupApplication(as(ctx, world.actors.globexToken), query)).rejects.toBeInstanceOf(NotFoundError);
      await expect(lookupApplication(as(ctx, world.actors.houstonToken), query)).rejects.toBeInstanceOf(NotFoundError);
      await expect(lookupApplication(as(ctx, world.actors.globexToken), { ...query, store_id: world.houston.id })).rejects.toBeInstanceOf(ValidationError);
      expect((await lookupApplication(as(ctx, world.actors.admin), query)).applicant.lastName).toBe('Doe');
    });
  });

  it('validates its input and needs application.lookup', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const error = await lookupApplication(as(ctx, world.actors.acmeToken), { last_name: '', date_of_birth: '1985-02-30', social_security_number: '000-00-0000' }).catch((e) => e);
      expect(Object.keys((error as ValidationError).fieldErrors).sort()).toEqual(['date_of_birth', 'last_name', 'social_security_number']);
      const applicant = { kind: 'applicant', applicationId: 1, retailerId: world.acme.id, purpose: 'verify' } as const;
      await expect(lookupApplication(as(ctx, applicant), {})).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
});

describe('phoneSystemLookup', () => {
  it('matches date of birth, SSN last four and ZIP, with the loan number and amount due where a lease exists', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      const { decision: leased } = await createApplication(token, validApplication(world.houston.id));
      const { decision: open } = await createApplication(token, validApplication(world.dallas.id));
      const [lease] = await ctx.db.insert(leases).values({ storeId: world.houston.id, applicationId: leased.applicationId, stateCode: 'F', loanNumber: `LL-T-${leased.applicationId}` }).returning();
      await ctx.db.execute(sql`update applications set state_code = 'L', lease_state_code = 'F' where id = ${leased.applicationId}`);
      const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      await ctx.db.insert(leaseTerms).values({
        leaseId: lease!.id, option: 'A', paymentFrequency: 'monthly', deliveryChargeCents: 0, additionalDownCents: 0, storeWillCollectCents: 0, includeWarranty: false,
        ocpIncluded: true, primaryLanguage: 'en', createEsign: false, modelVersion: 1, band: 'A+', rating: 3, companyState: 'TX', salesTaxBps: 625, leaseStartDate: '2026-01-01',
        incomeFrequency: 'weekly', payDate: '2026-01-02', cashPriceCents: 100_000, amountLeasedCents: 100_000, approvedAmountCents: 300_000, termMonths: 12, numberOfPayments: 12,
        multBps: 20_000, capped: false, leaseDepositCents: 5_000, leaseDepositTaxCents: 313, paymentNoTaxCents: 16_667, taxPerPaymentCents: 1_042, paymentCents: 17_709,
        ocpAmountCents: 500, totalOfPaymentsCents: 212_508, totalCostOfOwnershipCents: 217_821, firstPaymentDate: future,
      });

      const found = presentPhoneLookup(await phoneSystemLookup(token, { date_of_birth: dob(), ssn_last_four: '6789', zip_code: '77002-1234' }));
      expect(found.applications.map((a) => a.application_id)).toEqual([open.applicationId, leased.applicationId]);
      expect(found.applications[1]).toEqual({
        application_id: leased.applicationId,
        uuid: leased.uuid,
        store_id: world.houston.id,
        status_code: 'L',
        created_at: expect.any(String),
        first_name: 'Jane',
        last_name: 'Doe',
        approved_amount: '$4,500.00',
        loan_number: `LL-T-${leased.applicationId}`,
        lease_status_code: 'F',
        amount_due: 182.09,
        amount_due_text: '$182.09',
        amount_due_date: future,
      });
      expect(found.applications[0]).toMatchObject({ loan_number: null, lease_status_code: null, amount_due: null, status_code: 'V' });

      expect((await phoneSystemLookup(token, { date_of_birth: dob(), ssn_last_four: '6789', zip_code: '77003' })).length).toBe(0);
      expect((await phoneSystemLookup(as(ctx, world.actors.globexToken), { date_of_birth: dob(), ssn_last_four: '6789', zip_code: '77002' })).length).toBe(0);
      expect((await phoneSystemLookup(as(ctx, world.actors.houstonToken), { date_of_birth: dob(), ssn_last_four: '6789', zip_code: '77002' })).map((m) => m.applicationId)).toEqual([leased.applicationId]);
    });
  });

  it('reports each missing or malformed parameter', async () => {
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const error = (await phoneSystemLookup(as(ctx, world.actors.acmeToken), { ssn_last_four: '67890', zip_code: 'abc' }).catch((e) => e)) as ValidationError;
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['date_of_birth', 'ssn_last_four', 'zip_code']);
    });
  });

  it('computes the amount due per lease state', () => {
    const terms = { paymentCents: 10_000, ocpAmountCents: 500, leaseDepositCents: 2_000, leaseDepositTaxCents: 125, firstPaymentDate: '2030-01-01' };
    expect(amountDue(null, null)).toEqual({ amountCents: null, dueDate: null });
    expect(amountDue({ stateCode: 'V' }, terms)).toEqual({ amountCents: 2_125, dueDate: null });
    expect(amountDue({ stateCode: 'F' }, terms, '2029-12-01')).toEqual({ amountCents: 10_500, dueDate: '2030-01-01' });
    expect(amountDue({ stateCode: 'F' }, terms, '2030-02-01')).toEqual({ amountCents: 10_500, dueDate: null });
    expect(amountDue({ stateCode: 'P' }, terms)).toEqual({ amountCents: 0, dueDate: null });
    expect(amountDue({ stateCode: 'F' }, null)).toEqual({ amountCents: null, dueDate: null });
  });
});
