import { expect, test } from '@playwright/test';
import { apiError, clientFor } from './support';

/** The dashboard's drill-down filters on GET /applications/groups (docs/api.md): they partition the pipeline. */
test.describe('GET /applications/groups drill-down filters', () => {
  test('decisions, verified and lease states split the rows in scope exactly', async () => {
    const client = clientFor('acme');
    const total = async (query: Parameters<typeof client.listApplicationGroups>[0]) => (await client.listApplicationGroups({ ...query, per_page: 1 })).data.total;
    const all = await total({ date_from: '2000-01-01', date_to: '2100-01-01', date_zone: 'store' });
    expect(all).toBe(await total({}));
    const byDecision = (await total({ decisions: ['A'] })) + (await total({ decisions: ['R'] })) + (await total({ decisions: ['N'] }));
    expect(byDecision).toBe(await total({ decisions: ['A', 'R', 'N'] }));
    expect((await total({ verified: true })) + (await total({ verified: false }))).toBe(all);
    const leased = await total({ lease_states: ['V', 'S', 'D', 'F', 'P', 'X'] });
    expect(leased).toBeGreaterThan(0);
    expect((await total({ lease_states: ['F'] })) + (await total({ lease_states: ['P'] }))).toBe(await total({ lease_states: ['F', 'P'] }));
    expect(await total({ lease_states: ['F'] })).toBe(await total({ purchase_group: 'funded' }));
  });

  test('refuses unknown values with 422 naming the field', async () => {
    const error = await apiError(clientFor('acme').listApplicationGroups({ date_zone: 'mars' as never }));
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors ?? {})).toContain('date_zone');
  });
});
