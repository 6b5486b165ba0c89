/**
 * Throughput of quote() for the project benchmark (scripts/bench). A fixed, varied set of inputs is
 * cycled so the measurement covers every option, frequency, band, rating and a capped state, not one
 * hot path the JIT can fold away.
 */
import { quote } from '@/lib/core/pricing';
import type { IncomeFrequency, OptionLetter, PaymentFrequency, Quote, QuoteInput } from '@/lib/core/pricing';

const OPTIONS: OptionLetter[] = ['A', 'B', 'C'];
const PAYMENT_FREQUENCIES: PaymentFrequency[] = ['14-day', '28-day', 'semi-monthly', 'monthly'];
const INCOME_FREQUENCIES: IncomeFrequency[] = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'];
const STATES = ['TX', 'CA', 'WV', 'FL', 'NY', 'MO', 'HI', 'GA'];

export function benchmarkInputs(count = 1_024): QuoteInput[] {
  return Array.from({ length: count }, (_, i) => ({
    modelVersion: 1,
    option: OPTIONS[i % 3] ?? 'A',
    paymentFrequency: PAYMENT_FREQUENCIES[i % 4] ?? '14-day',
    rating: (i % 5) + 1,
    score: 450 + ((i * 37) % 500),
    leaseAmountCents: 150_00 + ((i * 7_919) % 985_000),
    additionalDownCents: i % 7 === 0 ? 50_00 : 0,
    companyState: STATES[i % STATES.length] ?? 'TX',
    ocpIncluded: i % 2 === 0,
    leaseStartDate: new Date(Date.UTC(2026, i % 12, 1 + (i % 28))),
    incomeFrequency: INCOME_FREQUENCIES[(i >> 2) % 4] ?? 'weekly',
    payDate: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  }));
}

/** Quotes per second over roughly `durationMs` of wall time, after a short warm-up. */
export function measureQuotesPerSecond(durationMs: number): number {
  const inputs = benchmarkInputs();
  let sink: Quote | undefined;
  for (let i = 0; i < 20_000; i += 1) sink = quote(inputs[i % inputs.length] as QuoteInput);
  let done = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < durationMs) {
    for (let i = 0; i < 1_000; i += 1) sink = quote(inputs[(done + i) % inputs.length] as QuoteInput);
    done += 1_000;
    elapsed = performance.now() - started;
  }
  if (sink === undefined) throw new Error('no quote produced');
  return Math.round((done / elapsed) * 1_000);
}
