/**
 * Golden outputs of model v1. These pin decisions already made: if one fails, v1 changed, which is
 * never allowed; put the change in a new model version instead. Expected values were worked out by hand
 * from docs/scoring.md (the comments show the sums).
 */
import { describe, expect, it } from 'vitest';
import { scoreWith } from './registry';
import { reasonTexts, type ReasonCode } from './reasons';
import type { ScoringInput } from './types';

const asOf = new Date('2026-03-15T12:00:00Z');

function applicant(overrides: Partial<ScoringInput>): ScoringInput {
  return {
    grossIncomeCents: 250_000,
    incomeFrequency: 'monthly',
    incomeSource: 'employment',
    bankOpenedAt: '2020-01-10',
    onlineBanking: true,
    dateOfBirth: '1985-06-01',
    coApplicant: null,
    storeState: 'TX',
    asOf,
    recentDecline: false,
    ...overrides,
  };
}

const reasons = (...codes: ReasonCode[]) => codes.map((code) => ({ code, text: reasonTexts[code] }));
const declined = { offers: {}, optionsApproved: '', downPayments: {} };

describe('scoring model v1 golden outputs', () => {
  it('approves a steady earner at A+ with all three options', () => {
    // 250 + income $2,500 160 + employment 90 + bank 6y 170 + online 40 + age 40 90 = 800
    expect(scoreWith(1, applicant({}))).toEqual({
      modelVersion: 1, score: 800, band: 'A+', code: 'A', reasons: [],
      offers: { A: 150_000, B: 185_000, C: 225_000 }, optionsApproved: 'ABC',
      downPayments: { A: 7_500, B: 18_500, C: 33_750 }, coapplicantScore: null, monthlyIncomeCents: 250_000,
    });
  });

  it('approves a weekly earner at A, the day before their birthday', () => {
    // $450 weekly = $1,950/mo: 250 + 110 + 90 + bank 424 days 140 + 40 + age 27 90 = 720
    const result = scoreWith(1, applicant({ grossIncomeCents: 45_000, incomeFrequency: 'weekly', bankOpenedAt: '2025-01-15', dateOfBirth: '1998-03-16' }));
    expect(result).toEqual({
      modelVersion: 1, score: 720, band: 'A', code: 'A', reasons: [],
      offers: { A: 95_000, B: 115_000, C: 140_000 }, optionsApproved: 'ABC',
      downPayments: { A: 4_750, B: 11_500, C: 21_000 }, coapplicantScore: null, monthlyIncomeCents: 195_000,
    });
  });

  it('approves a 70-year-old on benefits at B with options A and B at the $500 floor', () => {
    // 250 + $1,300 60 + benefits 90 + 170 + 40 + age 70 90 = 700
    const result = scoreWith(1, applicant({ grossIncomeCents: 130_000, incomeSource: 'benefits', bankOpenedAt: '2015-05-01', dateOfBirth: '1955-08-20' }));
    expect(result).toEqual({
      modelVersion: 1, score: 700, band: 'B', code: 'A', reasons: [],
      offers: { A: 50_000, B: 60_000 }, optionsApproved: 'AB',
      downPayments: { A: 2_500, B: 6_000 }, coapplicantScore: null, monthlyIncomeCents: 130_000,
    });
  });

  it('declines a low score with the four largest point losses as reasons', () => {
    // $600 bi-weekly = $1,300/mo: 250 + 60 + self-employed 60 + bank 200 days 100 + no online 0 + age 22 60 = 530
    const result = scoreWith(1, applicant({
      grossIncomeCents: 60_000, incomeFrequency: 'bi-weekly', incomeSource: 'Self-Employment',
      bankOpenedAt: '2025-08-27', onlineBanking: false, dateOfBirth: '2004-01-10',
    }));
    expect(result).toEqual({
      modelVersion: 1, score: 530, band: 'D', code: 'N', ...declined, coapplicantScore: null, monthlyIncomeCents: 130_000,
      // lost: income 210, bank 70, online 40, source 30 (age also 30, later in factor order)
      reasons: reasons('LOW_INCOME', 'SHORT_BANK_ACCOUNT_HISTORY', 'NO_ONLINE_BANKING', 'UNVERIFIED_INCOME_SOURCE'),
    });
  });

  it('sends a middle score to review with reasons', () => {
    // $750 semi-monthly = $1,500/mo: 250 + 110 + 90 + bank 104 days 60 + online unknown 0 + age 36 (today) 90 = 600
    const result = scoreWith(1, applicant({
      grossIncomeCents: 75_000, incomeFrequency: 'semi-monthly', bankOpenedAt: '2025-12-01', onlineBanking: null, dateOfBirth: '1990-03-15',
    }));
    expect(result).toEqual({
      modelVersion: 1, score: 600, band: 'C', code: 'R', ...declined, coapplicantScore: null, monthlyIncomeCents: 150_000,
      reasons: reasons('LOW_INCOME', 'SHORT_BANK_ACCOUNT_HISTORY', 'NO_ONLINE_BANKING'),
    });
  });

  it('sends an approvable score to review when the bank account is 60 days old', () => {
    // 250 + $5,000 240 + 90 + bank 60 days 0 + 40 + 90 = 710 (band B, capped to R)
    const result = scoreWith(1, applicant({ grossIncomeCents: 500_000, bankOpenedAt: '2026-01-14', dateOfBirth: '1980-01-01' }));
    expect(result).toEqual({
      modelVersion: 1, score: 710, band: 'B', code: 'R', ...declined, coapplicantScore: null, monthlyIncomeCents: 500_000,
      reasons: reasons('BANK_ACCOUNT_TOO_NEW', 'LOW_INCOME'),
    });
  });

  it('sends a retiree without a bank opening date to review', () => {
    // 250 + $6,500 270 + retirement 90 + no date 0 + 40 + age 76 90 = 740
    const result = scoreWith(1, applicant({ grossIncomeCents: 650_000, incomeSource: 'retirement', bankOpenedAt: null, dateOfBirth: '1950-02-01' }));
    expect(result).toEqual({
      modelVersion: 1, score: 740, band: 'A', code: 'R', ...declined, coapplicantScore: null, monthlyIncomeCents: 650_000,
      reasons: reasons('NO_BANK_ACCOUNT_HISTORY'),
    });
  });

  it('declines an applicant who turns 18 tomorrow, whatever the score', () => {
    // 250 + $2,000 160 + 90 + 170 + 40 + age 17 0 = 710
    const result = scoreWith(1, applicant({ grossIncomeCents: 200_000, bankOpenedAt: '2024-01-01', dateOfBirth: '2008-03-16' }));
    expect(result).toEqual({
      modelVersion: 1, score: 710, band: 'B', code: 'N', ...declined, coapplicantScore: null, monthlyIncomeCents: 200_000,
      reasons: reasons('UNDERAGE'),
    });
  });

  it('lists every hard rule that declines', () => {
    // $200 weekly = 86,666.67 → 86,667 cents: 250 + 0 + 90 + bank 14 days 0 + 0 + 90 = 430
    const result = scoreWith(1, applicant({
      grossIncomeCents: 20_000, incomeFrequency: 'weekly', bankOpenedAt: '2026-03-01', onlineBanking: false,
      dateOfBirth: '1970-10-10', storeState: ' nj', recentDecline: true,
    }));
    expect(result).toEqual({
      modelVersion: 1, score: 430, band: 'D', code: 'N', ...declined, coapplicantScore: null, monthlyIncomeCents: 86_667,
      reasons: reasons('STATE_NOT_SERVED', 'RECENT_DECLINE', 'INSUFFICIENT_INCOME', 'BANK_ACCOUNT_TOO_NEW'),
    });
  });

  it('counts an adult co-applicant, turning an income decline into A+', () => {
    // household $800 + $300 weekly ($1,300) = $2,100: 250 + 160 + 90 + 170 + 40 + 90 + co-applicant 50 = 850
    const result = scoreWith(1, applicant({
      grossIncomeCents: 80_000, bankOpenedAt: '2023-06-01', dateOfBirth: '1995-07-04',
      coApplicant: { grossIncomeCents: 30_000, incomeFrequency: 'weekly', incomeSource: 'employment', dateOfBirth: '1996-02-02' },
    }));
    expect(result).toEqual({
      modelVersion: 1, score: 850, band: 'A+', code: 'A', reasons: [],
      offers: { A: 125_000, B: 155_000, C: 185_000 }, optionsApproved: 'ABC',
      downPayments: { A: 6_250, B: 15_500, C: 27_750 },
      // co-applicant alone: 250 + $1,300 60 + 90 + shared bank 170 + 40 + 90
      coapplicantScore: 700, monthlyIncomeCents: 210_000,
    });
  });

  it('sets aside an under-age co-applicant and says so', () => {
    // 250 + $1,600 110 + self-employed 60 + bank 560 days 140 + 0 + age 22 60 + co-applicant 0 = 620
    const result = scoreWith(1, applicant({
      grossIncomeCents: 160_000, incomeSource: 'self_employment', bankOpenedAt: '2024-09-01', onlineBanking: false, dateOfBirth: '2003-05-05',
      coApplicant: { grossIncomeCents: 200_000, incomeFrequency: 'monthly', incomeSource: 'other', dateOfBirth: '2010-01-01' },
    }));
    expect(result).toEqual({
      modelVersion: 1, score: 620, band: 'C', code: 'R', ...declined,
      // co-applicant alone: 250 + $2,000 160 + other 20 + 140 + 0 + age 16 0
      coapplicantScore: 570, monthlyIncomeCents: 160_000,
      reasons: reasons('LOW_INCOME', 'COAPPLICANT_UNDERAGE', 'NO_ONLINE_BANKING', 'UNVERIFIED_INCOME_SOURCE'),
    });
  });

  it('caps a high earner at $3,000 / $3,750 / $4,500', () => {
    // $9,000 + $500 secondary: 250 + 270 + 90 + 170 + 40 + 90 = 910
    const result = scoreWith(1, applicant({ grossIncomeCents: 900_000, secondaryMonthlyIncomeCents: 50_000, bankOpenedAt: '2010-04-04', dateOfBirth: '1975-12-31', storeState: 'ca' }));
    expect(result).toEqual({
      modelVersion: 1, score: 910, band: 'A+', code: 'A', reasons: [],
      offers: { A: 300_000, B: 375_000, C: 450_000 }, optionsApproved: 'ABC',
      downPayments: { A: 15_000, B: 37_500, C: 67_500 }, coapplicantScore: null, monthlyIncomeCents: 950_000,
    });
  });
});
