import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addCoApplicantResponseSchema,
  applicationOffersSchema,
  applicationRecordSchema,
  applicationResultSchema,
  applicationScoresSchema,
  applicationTermsSchema,
  lookupResultSchema,
  phoneLookupResultSchema,
} from '@/lib/api/openapi/application-schemas';
import { addCoApplicant } from '@/lib/core/applications/add-co-applicant';
import { createApplication } from '@/lib/core/applications/create-application';
import { getApplication } from '@/lib/core/applications/get-application';
import { getOffers } from '@/lib/core/applications/get-offers';
import { getScores } from '@/lib/core/applications/get-scores';
import { getTerms } from '@/lib/core/applications/get-terms';
import { lookupApplication } from '@/lib/core/applications/lookup-application';
import { phoneSystemLookup } from '@/lib/core/applications/phone-system-lookup';
import { buildWorld, useTestKeys, validApplication, validCoApplicant, withPath } from '@/lib/core/applications/testing';
import { as, inRollback } from '@/lib/testing/test-db';
import { presentApplication } from './application';
import { presentApplicationResult, presentOfferAmounts } from './application-result';
import { presentScores, presentTerms } from './application-scores';
import { presentAddedCoApplicant } from './co-applicant';
import { presentLookupResult, presentPhoneLookup } from './lookup';

beforeAll(() => {
  useTestKeys();
});

/** Parses `value` with every object of `schema` made strict, so an undocumented field fails. */
function expectExactly(schema: z.ZodType, value: unknown) {
  const strict = (s: z.ZodType): z.ZodType => {
    if (s instanceof z.ZodObject) return z.object(Object.fromEntries(Object.entries(s.shape).map(([k, v]) => [k, strict(v as z.ZodType)]))).strict();
    if (s instanceof z.ZodNullable) return strict(s.unwrap() as z.ZodType).nullable();
    if (s instanceof z.ZodArray) return z.array(strict(s.element as z.ZodType));
    if (s instanceof z.ZodUnion) return z.union((s.options as z.ZodType[]).map(strict) as [z.ZodType, z.ZodType]);
    return s;
  };
  const result = strict(schema).safeParse(value);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
}

describe('the applications presenters answer exactly the documented shapes', () => {
  it('for approvals, reviews, declines, reads, look-ups and the co-applicant', () =>
    inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.acmeToken);
      const approved = await createApplication(token, validApplication(world.houston.id, { co_applicant: validCoApplicant() }));
      const review = await createApplication(token, withPath(validApplication(world.houston.id, { reference_id: 'r' }), 'banking.opened_at', undefined));
      const declined = await createApplication(token, validApplication(world.minneapolis.id, { applicant: { ...validApplication(1).applicant, social_security_number: '321-54-9876' } }));
      for (const { decision } of [approved, review, declined]) {
        expectExactly(applicationResultSchema, presentApplicationResult(decision));
        expectExactly(applicationRecordSchema, presentApplication(await getApplication(token, decision.applicationId)));
        expectExactly(applicationTermsSchema, presentTerms(await getTerms(token, decision.applicationId)));
        expectExactly(applicationOffersSchema, presentOfferAmounts(await getOffers(token, decision.applicationId)));
        expectExactly(applicationScoresSchema, presentScores(await getScores(token, decision.applicationId)));
      }
      const dob = `${new Date().getUTCFullYear() - 41}-01-15`;
      expectExactly(lookupResultSchema, presentLookupResult(await lookupApplication(token, { last_name: 'Doe', date_of_birth: dob, social_security_number: '123-45-6789' })));
      expectExactly(phoneLookupResultSchema, presentPhoneLookup(await phoneSystemLookup(token, { date_of_birth: dob, ssn_last_four: '6789', zip_code: '77002' })));
      const added = await addCoApplicant(token, review.decision.applicationId, validCoApplicant({ secondaryIncome: { source: 'other', gross: 50, frequency: 'weekly' } }));
      expectExactly(addCoApplicantResponseSchema, presentAddedCoApplicant(added));
    }));
});
