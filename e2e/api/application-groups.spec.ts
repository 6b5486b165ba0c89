import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { applicationGroupItemSchema, applicationGroupsResponseSchema, leaseRecordSchema, paginatorLinkSchema } from '@/lib/api/openapi/schemas';
import type { ApplicationGroupItem, ApplicationGroupsResponse } from '@/lib/client';
import { createLeaselineClient } from '@/lib/client';
import { tokenFor, world } from '../fixtures/world';
import { apiError, clientFor, storeId } from './support';

const acme = () => clientFor('acme');
const groupsUrl = () => `${world().baseURL}/api/v1/applications/groups`;

const paginatorKeys = ['current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'links', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total'];

/** Parses with the documented schema and also insists on exactly the documented keys, nothing more or less. */
function expectDocumentedShape(body: ApplicationGroupsResponse) {
  expect(() => applicationGroupsResponseSchema.parse(body)).not.toThrow();
  expect(Object.keys(body)).toEqual(['status', 'code', 'data']);
  expect(Object.keys(body.data)).toEqual(paginatorKeys);
  for (const link of body.data.links) expect(Object.keys(link)).toEqual(Object.keys(paginatorLinkSchema.shape));
  for (const item of body.data.data) {
    expect(Object.keys(item)).toEqual(Object.keys(applicationGroupItemSchema.shape));
    if (item.lease) expect(Object.keys(item.lease)).toEqual(Object.keys(leaseRecordSchema.shape));
  }
}

async function allPages(client: ReturnType<typeof clientFor>, query: Parameters<ReturnType<typeof clientFor>['listApplicationGroups']>[0] = {}) {
  const items: ApplicationGroupItem[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.listApplicationGroups({ ...query, per_page: 100, page });
    items.push(...data.data);
    if (page >= data.last_page) return { items, total: data.total };
  }
}

test.describe('GET /applications/groups: shape', () => {
  test('the envelope, the Laravel paginator and every item field', async () => {
    const body = await acme().listApplicationGroups();
    expectDocumentedShape(body);
    expect(body).toMatchObject({ status: true, code: 200 });
    const page = body.data;
    expect(page).toMatchObject({ current_page: 1, from: 1, to: 15, per_page: 15, prev_page_url: null, path: groupsUrl() });
    expect(page.data).toHaveLength(15);
    expect(page.total).toBeGreaterThan(15);
    expect(page.last_page).toBe(Math.ceil(page.total / 15));
    expect(page.first_page_url).toBe(`${groupsUrl()}?page=1`);
    expect(page.last_page_url).toBe(`${groupsUrl()}?page=${page.last_page}`);
    expect(page.next_page_url).toBe(`${groupsUrl()}?page=2`);
    expect(page.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(page.links[1]).toEqual({ url: `${groupsUrl()}?page=1`, label: '1', active: true });
    expect(page.links.at(-1)).toEqual({ url: `${groupsUrl()}?page=2`, label: 'Next &raquo;', active: false });
    const item = page.data[0]!;
    expect(Number.isInteger(item.id)).toBe(true);
    expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(item.days_to_expire).toBeGreaterThanOrEqual(0);
    // Newest first by default.
    const created = page.data.map((i) => i.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  test('leased rows carry every lease field, null where unknown', async () => {
    const { data } = await acme().listApplicationGroups({ purchase_group: 'funded' });
    expect(data.data.length).toBeGreaterThan(0);
    expectDocumentedShape({ status: true, code: 200, data });
    for (const item of data.data) {
      expect(item.state_code).toBe('L');
      const lease = item.lease!;
      expect(lease).not.toBeNull();
      expect(lease).toMatchObject({ application_id: item.id, store_id: item.store_id, state_code: 'F', first_status: 'V', '90_day_payoff': 'No' });
      expect(lease.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof lease.score).toBe('string');
      expect(typeof lease.approved_amount).toBe('number');
      expect(lease.funded_at).not.toBeNull();
      for (const unknown of ['envelope', 'uid_WorkItemId', 'deleted_at', 'rog_at', 'ach_credit_id'] as const) expect(lease[unknown]).toBeNull();
      // Seeded leases are made by the product (scripts/seed/seed-leases.ts): signed through an envelope.
      expect(lease.envelope_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await acme().listApplicationGroups({ purchase_group: 'new' });
    for (const item of fresh.data.data) expect(item.lease).toBeNull();
  });

  test('page 2 links are absolute and keep the query', async () => {
    const { data } = await acme().listApplicationGroups({ purchase_group: 'all', per_page: 10, sort_by: 'id', page: 2 });
    const url = (page: number) => `${groupsUrl()}?purchase_group=all&per_page=10&sort_by=id&page=${page}`;
    expect(data).toMatchObject({ current_page: 2, from: 11, to: 20, per_page: 10, first_page_url: url(1), prev_page_url: url(1), next_page_url: url(3), last_page_url: url(data.last_page) });
    expect(data.links[0]).toEqual({ url: url(1), label: '&laquo; Previous', active: false });
    for (const link of data.links.slice(1, -1)) {
      if (link.label === '...') expect(link.url).toBeNull();
      else expect(link).toEqual({ url: url(Number(link.label)), label: link.label, active: link.label === '2' });
    }
    expect(data.links.at(-1)).toEqual({ url: url(3), label: 'Next &raquo;', active: false });
    // Following next_page_url gives page 3, with no overlap.
    const next = await acme().request<ApplicationGroupsResponse>('GET', data.next_page_url!.slice(`${world().baseURL}/api/v1`.length));
    expect(next.data.current_page).toBe(3);
    expect(next.data.data[0]!.id).toBeLessThan(data.data.at(-1)!.id);
  });

  test('a page past the last is empty', async () => {
    const first = await acme().listApplicationGroups({ per_page: 100 });
    const { data } = await acme().listApplicationGroups({ per_page: 100, page: first.data.last_page + 1 });
    expect(data).toMatchObject({ data: [], from: null, to: null, next_page_url: null, total: first.data.total, current_page: first.data.last_page + 1 });
  });

  test('per_page is capped at 100', async () => {
    const { data } = await acme().listApplicationGroups({ per_page: 100 });
    expect(data.per_page).toBe(100);
    expect(data.data.length).toBeLessThanOrEqual(100);
    const error = await apiError(acme().listApplicationGroups({ per_page: 101 }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ per_page: ['The per page must be a whole number from 1 to 100.'] });
  });
});

test.describe('GET /applications/groups: filters', () => {
  test('stores[]=1&stores[]=2, stores=1,2 and stores=1&stores=2 mean the same', async () => {
    const [a, b] = [storeId('acme/los-angeles'), storeId('acme/houston')];
    const client = acme();
    // Straight to the server: the OpenAPI document describes one style per parameter (the exploded
    // `stores=1&stores=2`); the other two are accepted aliases its prose names, which Prism would refuse.
    const direct = createLeaselineClient({ baseUrl: world().serverURL, token: tokenFor('acme') });
    const forms = [`stores[]=${a}&stores[]=${b}`, `stores=${a},${b}`, `stores=${a}&stores=${b}`];
    const results = await Promise.all(forms.map((q) => direct.request<ApplicationGroupsResponse>('GET', `/applications/groups?${q}&per_page=100&sort_by=id`)));
    const ids = results.map((r) => r.data.data.map((i) => i.id));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    expect(results.map((r) => r.data.total)).toEqual([results[0]!.data.total, results[0]!.data.total, results[0]!.data.total]);
    expect(results[0]!.data.total).toBeGreaterThan(0);
    expect(new Set(results[0]!.data.data.map((i) => i.store_id))).toEqual(new Set([a, b]));
    // The client's own list form is the first one.
    const viaClient = await client.listApplicationGroups({ stores: [a, b], per_page: 100, sort_by: 'id' });
    expect(viaClient.data.data.map((i) => i.id)).toEqual(ids[0]);
    expect(viaClient.data.first_page_url).toContain(`stores%5B%5D=${a}&stores%5B%5D=${b}`);
  });

  test('statuses, purchase groups, dates and sorting filter what they say', async () => {
    const client = acme();
    const declined = await allPages(client, { statuses: ['N', 'E'] });
    expect(declined.items.length).toBe(declined.total);
    expect(new Set(declined.items.map((i) => i.state_code))).toEqual(new Set(['N', 'E']));

    const signed = await allPages(client, { purchase_group: 'signed' });
    for (const item of signed.items) expect(['S', 'D']).toContain(item.lease?.state_code);

    const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = day.split('-');
    const onDay = await allPages(client, { date_from: day, date_to: day });
    for (const item of onDay.items) expect(item.created_at.slice(0, 10)).toBe(day);
    const usFormat = await client.listApplicationGroups({ date_from: `${m}/${d}/${y}`, date_to: `${m}/${d}/${y}`, per_page: 100 });
    expect(usFormat.data.total).toBe(onDay.total);

    const ascending = await client.listApplicationGroups({ sort_by: 'id', sort_order: 'asc', per_page: 50 });
    const ids = ascending.data.data.map((i) => i.id);
    expect([...ids].sort((p, q) => p - q)).toEqual(ids);
  });

  test('every invalid filter answers 422 naming the allowed values', async () => {
    const client = acme();
    const cases: [query: string, field: string, mentions: string][] = [
      ['purchase_group=pending', 'purchase_group', 'all, new, approved, contracting, signed, funded, closed'],
      ['sort_by=score', 'sort_by', 'created_at, updated_at, id, state_code, store_id, label, days_to_expire'],
      ['sort_order=sideways', 'sort_order', 'asc, desc'],
      ['date_type=funded_at', 'date_type', 'created_at, updated_at, decided_at'],
      ['statuses[]=A&statuses[]=Q', 'statuses.1', 'V, R, A, L, N, X, E'],
      ['per_page=101', 'per_page', '1 to 100'],
      ['per_page=0', 'per_page', '1 to 100'],
      ['per_page=ten', 'per_page', '1 to 100'],
      ['page=0', 'page', 'at least 1'],
      ['stores=abc', 'stores.0', 'store id'],
      ['date_from=2026-13-01', 'date_from', 'YYYY-MM-DD or MM/DD/YYYY'],
      ['date_to=31/12/2026', 'date_to', 'YYYY-MM-DD or MM/DD/YYYY'],
      ['date_from=2026-03-02&date_to=2026-03-01', 'date_to', 'on or after'],
      [`q=${'x'.repeat(101)}`, 'q', 'at most 100 characters'],
    ];
    for (const [query, field, mentions] of cases) {
      const error = await apiError(client.request('GET', `/applications/groups?${query}`));
      expect(error.status, query).toBe(422);
      expect(error.code).toBe(422);
      expect(error.message).toBe('The given data was invalid.');
      expect(Object.keys(error.errors ?? {}), query).toEqual([field]);
      expect(error.errors![field]!.join(' '), query).toContain(mentions);
      expect(error.requestId).toBeTruthy();
    }
  });

  test('unknown query parameters are ignored', async () => {
    const plain = await acme().listApplicationGroups({ per_page: 5, sort_by: 'id' });
    const extra = await acme().request<ApplicationGroupsResponse>('GET', '/applications/groups?per_page=5&sort_by=id&favourite_colour=blue');
    expect(extra.data.data.map((i) => i.id)).toEqual(plain.data.data.map((i) => i.id));
  });
});

test('the documented schemas are strict about extra fields', () => {
  // Guards the guard: a presenter that grew an undocumented key would fail expectDocumentedShape.
  expect(() => applicationGroupItemSchema.strict().parse({ ...{ id: 1 }, extra: true })).toThrow(z.ZodError);
});

test.describe('GET /applications/groups: search (q)', () => {
  test('finds an application by id and by name, and narrows the other filters', async () => {
    const client = acme();
    const first = (await client.listApplicationGroups({ per_page: 1 })).data.data[0]!;
    const byId = await client.listApplicationGroups({ q: String(first.id) });
    expect(byId.data.data.map((i) => i.id)).toContain(first.id);

    const name = first.label.split(' ')[1]!;
    const byName = await client.listApplicationGroups({ q: name, per_page: 100 });
    expect(byName.data.total).toBeGreaterThan(0);
    for (const item of byName.data.data) expect(item.label.toLowerCase()).toContain(name.toLowerCase());
    const narrowed = await client.listApplicationGroups({ q: name, purchase_group: 'closed', per_page: 100 });
    expect(narrowed.data.total).toBeLessThanOrEqual(byName.data.total);
    expect((await client.listApplicationGroups({ q: 'no-such-customer-anywhere' })).data.total).toBe(0);
  });
});
