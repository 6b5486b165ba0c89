import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, leaseItems } from '@/db/schema';
import { productTypes, type ProductType } from '@/db/schema/stores';
import { ValidationError } from '@/lib/core/errors';
import { buildSchedule, paymentFrequencies, STATE_RULES, STATE_SALES_TAX_BPS, type IncomeFrequency, type OptionLetter, type PaymentFrequency } from '@/lib/core/pricing';
import { approvedApplication, createLeaseWorld, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { createLease } from './create-lease';
import { priceLease, type LeaseFacts, type LeaseTermsRequest } from './price-lease';
import { quoteFromTerms } from './quote-from-terms';

const SERVED = Object.keys(STATE_SALES_TAX_BPS).filter((s) => STATE_RULES[s]?.leasesOffered !== false);
const CAPPED = Object.keys(STATE_RULES).filter((s) => STATE_RULES[s]!.totalCostCapBps !== undefined);
const UNSERVED = Object.keys(STATE_RULES).filter((s) => !STATE_RULES[s]!.leasesOffered);
const DAY_MS = 86_400_000;
const isoDay = fc.integer({ min: Date.UTC(2025, 0, 1) / DAY_MS, max: Date.UTC(2030, 11, 31) / DAY_MS }).map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
const cents = (min: number, max: number) => fc.integer({ min, max });

const itemArb = fc.record({
  sku: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }),
  quantity: fc.integer({ min: 1, max: 4 }),
  unit_price: cents(1, 2_000_00),
  description: fc.constant('Goods'),
});

function scenario(states: readonly string[]) {
  return fc
    .record({
      approved: fc.record({ A: cents(500_00, 3_000_00), B: cents(600_00, 3_750_00), C: cents(700_00, 4_500_00) }),
      letters: fc.subarray(['A', 'B', 'C'] as OptionLetter[], { minLength: 1 }),
      option: fc.constantFrom<OptionLetter>('A', 'B', 'C'),
      paymentFrequency: fc.option(fc.constantFrom<PaymentFrequency>(...paymentFrequencies), { nil: undefined }),
      items: fc.array(itemArb, { minLength: 1, maxLength: 4 }),
      deliveryCharge: fc.oneof(fc.constant(0), cents(1, 200_00)),
      downShare: fc.double({ min: 0, max: 1.1, noNaN: true }),
      collectShare: fc.double({ min: 0, max: 1.3, noNaN: true }),
      includeWarranty: fc.boolean(),
      ocp: fc.boolean(),
      productType: fc.constantFrom<ProductType>(...productTypes),
      state: fc.constantFrom(...states),
      rating: fc.integer({ min: 1, max: 5 }),
      score: fc.integer({ min: 100, max: 999 }),
      incomeFrequency: fc.constantFrom<IncomeFrequency>('weekly', 'bi-weekly', 'semi-monthly', 'monthly'),
      start: isoDay,
      payDate: isoDay,
    })
    .map((s) => {
      const itemsTotal = s.items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0);
      const cash = itemsTotal + s.deliveryCharge;
      const additionalDown = Math.floor(cash * s.downShare);
      const storeWillCollect = Math.floor(additionalDown * s.collectShare);
      const request: LeaseTermsRequest = {
        option: s.option,
        paymentFrequency: s.paymentFrequency,
        deliveryCharge: s.deliveryCharge,
        additionalDown,
        storeWillCollect,
        include_warranty: s.includeWarranty,
        ocp_included: s.ocp,
        items: s.items,
      };
      const approvedOptions = Object.fromEntries(s.letters.map((l) => [l, s.approved[l]]));
      const facts: LeaseFacts = {
        modelVersion: 1,
        rating: s.rating,
        score: s.score,
        companyState: s.state,
        leaseStartDate: s.start,
        incomeFrequency: s.incomeFrequency,
        payDate: s.payDate,
        approvedOptions,
        productType: s.productType,
        storeName: 'Store',
      };
      return { request, facts, cash, itemsTotal };
    });
}

/** The rules of SPEC §7 written out on their own, to judge priceLease by. */
function violations({ request, facts, cash }: { request: LeaseTermsRequest; facts: LeaseFacts; cash: number }): Set<string> {
  const out = new Set<string>();
  const approved = facts.approvedOptions[request.option];
  const leased = cash - request.additionalDown;
  if (approved === undefined) out.add('option');
  if (request.include_warranty && facts.productType !== 'hvac') out.add('include_warranty');
  if (request.additionalDown >= cash || (approved !== undefined && leased > approved)) out.add('additionalDown');
  // Too little leased: the down payment is to blame when there is one, otherwise the items.
  if (request.additionalDown < cash && leased < 100_00) out.add(request.additionalDown > 0 ? 'additionalDown' : 'items');
  if (request.storeWillCollect > request.additionalDown) out.add('additionalDown').add('storeWillCollect');
  return out;
}

describe('priceLease — properties', () => {
  it('accepts exactly the leases that keep every rule, and names the fields of those that break one', () => {
    fc.assert(
      fc.property(scenario(SERVED), (s) => {
        const expected = violations(s);
        let result: ReturnType<typeof priceLease> | null = null;
        let error: unknown = null;
        try {
          result = priceLease(s.request, s.facts);
        } catch (e) {
          error = e;
        }
        if (expected.size === 0) {
          expect(error).toBeNull();
          expect(result!.cashPriceCents).toBe(s.cash);
          expect(result!.amountLeasedCents).toBe(s.cash - s.request.additionalDown);
          expect(result!.amountLeasedCents).toBeLessThanOrEqual(s.facts.approvedOptions[s.request.option]!);
        } else {
          expect(error).toBeInstanceOf(ValidationError);
          // Every reported field is a broken rule; `additionalDown` and `storeWillCollect` may both report one.
          for (const field of Object.keys((error as ValidationError).fieldErrors)) expect(expected.has(field)).toBe(true);
          expect(Object.keys((error as ValidationError).fieldErrors).some((f) => expected.has(f))).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('schedules of accepted leases sum to their totals to the cent, with no zero or negative payment', () => {
    fc.assert(
      fc.property(scenario(SERVED), (s) => {
        if (violations(s).size) return;
        const { quote: q, lines, cashPriceCents } = priceLease(s.request, s.facts);
        expect(lines.reduce((sum, l) => sum + l.lineTotalCents, 0) + s.request.deliveryCharge).toBe(cashPriceCents);
        const rows = buildSchedule(q);
        expect(rows).toHaveLength(q.numberOfPayments);
        expect(rows.reduce((sum, r) => sum + r.baseCents, 0)).toBe(q.totalOfPaymentsNoTaxCents);
        expect(rows.reduce((sum, r) => sum + r.baseCents + r.taxCents, 0)).toBe(q.totalOfPaymentsCents);
        expect(rows.reduce((sum, r) => sum + r.totalCents, 0)).toBe(q.totalOfPaymentsCents + q.ocpTotalCents);
        expect(rows.at(-1)!.remainingBalanceCents).toBe(0);
        for (const r of rows) {
          expect(r.baseCents).toBeGreaterThan(0);
          expect(r.totalCents).toBeGreaterThan(0);
          expect(r.remainingBalanceCents).toBeGreaterThanOrEqual(0);
        }
        expect(q.leaseDepositCents).toBeGreaterThan(0);
        expect(q.totalCostOfOwnershipCents).toBe(q.leaseDepositCents + q.leaseDepositTaxCents + q.totalOfPaymentsCents);
      }),
      { numRuns: 1_000 },
    );
  });

  it('holds every capped state’s cap against the amount leased and the cash price, for every option and frequency', () => {
    fc.assert(
      fc.property(scenario(CAPPED), (s) => {
        if (violations(s).size) return;
        const { quote: q, cashPriceCents, amountLeasedCents } = priceLease(s.request, s.facts);
        const capBps = STATE_RULES[q.companyState]!.totalCostCapBps!;
        const totalOfPayments = q.leaseDepositCents + q.totalOfPaymentsNoTaxCents;
        expect(totalOfPayments * 10_000).toBeLessThanOrEqual(amountLeasedCents * capBps);
        expect(totalOfPayments * 10_000).toBeLessThanOrEqual(cashPriceCents * capBps);
        expect(q.paymentAmountNoTaxCents).toBeGreaterThan(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('holds the caps on a grid of every capped state × option × frequency × rating × amount', () => {
    for (const state of CAPPED)
      for (const option of ['A', 'B', 'C'] as const)
        for (const paymentFrequency of paymentFrequencies)
          for (const rating of [1, 3, 5])
            for (const amount of [100_00, 101_37, 999_99, 2_500_00, 4_500_00]) {
              const { quote: q } = priceLease(
                { option, paymentFrequency, deliveryCharge: 0, additionalDown: 0, storeWillCollect: 0, include_warranty: false, ocp_included: true, items: [{ quantity: 1, unit_price: amount, description: 'x' }] },
                { modelVersion: 1, rating, score: 560, companyState: state, leaseStartDate: '2026-11-20', incomeFrequency: 'bi-weekly', payDate: '2026-11-06', approvedOptions: { A: 5_000_00, B: 5_000_00, C: 5_000_00 }, productType: 'general', storeName: 'S' },
              );
              expect((q.leaseDepositCents + q.totalOfPaymentsNoTaxCents) * 10_000).toBeLessThanOrEqual(amount * STATE_RULES[state]!.totalCostCapBps!);
            }
  });

  it('refuses every unserved state with a clear message', () => {
    fc.assert(
      fc.property(scenario(UNSERVED), (s) => {
        expect(() => priceLease(s.request, s.facts)).toThrow(/^Leases are not offered in .+ \([A-Z]{2}\)\.$/);
      }),
      { numRuns: 100 },
    );
  });
});

describe('createLease — properties in the database', () => {
  it('stores terms that reproduce the price, items that add up, and one lease per application', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const stores = [world.stores.tx, world.stores.ca, world.stores.hvac];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(0, 1, 2),
          fc.constantFrom('A', 'B', 'C'),
          fc.constantFrom<PaymentFrequency>(...paymentFrequencies),
          fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3 }), unit_price: fc.integer({ min: 1_00, max: 800_00 }).map((c) => c / 100) }), { minLength: 1, maxLength: 3 }),
          fc.integer({ min: 0, max: 150 }),
          async (storeIndex, option, paymentFrequency, items, down) => {
            const app = await approvedApplication(ctx.db, stores[storeIndex]!);
            const itemsCents = items.reduce((sum, i) => sum + i.quantity * Math.round(i.unit_price * 100), 0);
            // Put down at least what the option does not cover (A $2,000, B $2,500, C $3,000).
            const approved = { A: 2_000_00, B: 2_500_00, C: 3_000_00 }[option as 'A']!;
            const downCents = Math.max(down * 100, itemsCents - approved);
            if (itemsCents - downCents < 100_00) return; // below the minimum: covered by the rules tests
            const request = {
              application_id: app.id,
              option,
              paymentFrequency,
              additionalDown: downCents / 100,
              storeWillCollect: Math.floor(downCents / 200),
              ocp_included: down % 2 === 0,
              items: items.map((i, n) => ({ ...i, sku: `SKU-${n}`, description: `Item ${n}` })),
            };
            const view = await createLease(as(ctx, world.actors.sales), request, { baseUrl: TEST_BASE_URL });
            const terms = view.terms!;
            expect(quoteFromTerms(terms)).toEqual(view.quote);
            const stored = await ctx.db.select().from(leaseItems).where(eq(leaseItems.leaseId, view.lease.id));
            expect(stored.reduce((sum, i) => sum + i.lineTotalCents, 0)).toBe(itemsCents);
            expect(terms.cashPriceCents).toBe(itemsCents);
            expect(terms.amountLeasedCents).toBe(itemsCents - downCents);
            expect(buildSchedule(view.quote!).reduce((sum, r) => sum + r.baseCents + r.taxCents, 0)).toBe(terms.totalOfPaymentsCents);
            const [application] = await ctx.db.select().from(applications).where(eq(applications.id, app.id));
            expect(application).toMatchObject({ stateCode: 'L', leaseStateCode: 'V' });
          },
        ),
        { numRuns: 25 },
      );
    }));
});
