import { describe, expect, it } from 'vitest';
import { quote } from '@/lib/core/pricing';
import { benchmarkInputs } from './quotes';

// Throughput is measured by `npm run bench`, never asserted here: a timed assertion fails on a busy machine.
describe('benchmark inputs', () => {
  it('are all priceable', () => {
    for (const input of benchmarkInputs()) expect(quote(input).paymentAmountCents).toBeGreaterThan(0);
  });
});
