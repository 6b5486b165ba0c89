import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pipelineQuerySchema, type PipelineQuery } from './pipeline-query';
import { readPipelineQuery, type PipelineKey } from './read-pipeline-query';

/** The schema itself, dropping each key it refuses until the rest parse (what the portal did before). */
function bySchema(raw: Record<string, string | string[]>): { query: PipelineQuery; ignored: PipelineKey[] } {
  const candidate: Record<string, unknown> = { ...raw };
  const ignored: PipelineKey[] = [];
  for (;;) {
    const result = pipelineQuerySchema.safeParse(candidate);
    if (result.success) return { query: result.data, ignored };
    for (const key of new Set(result.error.issues.map((issue) => String(issue.path[0]) as PipelineKey))) {
      delete candidate[key];
      ignored.push(key);
    }
  }
}

const values: Record<PipelineKey, string[]> = {
  purchase_group: ['all', 'new', 'approved', 'signed', 'closed', 'Signed', 'nope', ''],
  page: ['1', '2', '0', '-1', '1.5', 'abc', '', ' 3 ', '1e2'],
  per_page: ['1', '15', '100', '101', '0', 'x', '50'],
  stores: ['1', '1,2', ' 3 , 4 ', '0', 'a', '', '1,,2', '-2', '2.5'],
  statuses: ['V', 'A,L', 'Q', 'V,Q', '', 'a'],
  sort_by: ['created_at', 'label', 'days_to_expire', 'bogus', ''],
  sort_order: ['asc', 'DESC', 'Asc', 'up', ''],
  date_from: ['2026-01-02', '01/02/2026', '2026-02-30', ' 2026-03-01 ', 'soon', ''],
  date_to: ['2026-01-01', '2026-12-31', '12/31/2026', '2026-13-01', ''],
  date_type: ['created_at', 'updated_at', 'decided_at', 'later'],
  date_zone: ['utc', 'store', 'mars'],
  decisions: ['A', 'A,R', 'Z', ''],
  lease_states: ['V', 'S,D', 'Q', ''],
  verified: ['true', 'false', '1', '0', '', 'yes'],
  q: ['maria', '  maria   garcia ', '   ', 'x'.repeat(100), 'x'.repeat(101), '#518'],
};
const keys = Object.keys(values) as PipelineKey[];

/** A raw query: some keys, each once or repeated (`stores=1&stores=2` arrives as a list). */
const rawQuery = fc
  .subarray(keys)
  .chain((chosen) =>
    fc.tuple(...chosen.map((key) => fc.oneof(fc.constantFrom(...values[key]), fc.array(fc.constantFrom(...values[key]), { minLength: 2, maxLength: 3 })))).map((picked) =>
      Object.fromEntries(chosen.map((key, i) => [key, picked[i]!])),
    ),
  );

describe('readPipelineQuery', () => {
  it('reads every query exactly as pipelineQuerySchema does, dropping the keys the schema refuses', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const read = readPipelineQuery(raw);
        const reference = bySchema(raw);
        expect(read.query).toEqual(reference.query);
        expect([...read.ignored].sort()).toEqual([...reference.ignored].sort());
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a valid view and reports what it dropped', () => {
    expect(readPipelineQuery({ stores: '1,2', q: ' maria  garcia ', page: 'abc' })).toEqual({
      query: { purchase_group: 'all', page: 1, per_page: 15, stores: [1, 2], sort_by: 'created_at', sort_order: 'desc', date_type: 'created_at', date_zone: 'utc', q: 'maria garcia' },
      ignored: ['page'],
    });
  });
});
