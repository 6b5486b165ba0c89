import { describe, expect, it } from 'vitest';
import { quote } from './quote';
import { benchmarkInputs, measureQuotesPerSecond } from './bench-quotes';

describe('quote throughput', () => {
  it('prices every benchmark input', () => {
    for (const input of benchmarkInputs()) expect(quote(input).paymentAmountCents).toBeGreaterThan(0);
  });

  it('exceeds 100,000 quotes per second', () => {
    expect(measureQuotesPerSecond(500)).toBeGreaterThan(100_000);
  });
});
