import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicants, applications, applicationSearchTerms, leases } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { Store } from '@/db/schema/stores';
import { ValidationError } from '@/lib/core/errors';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { countPurchaseGroups } from './count-purchase-groups';
import { listApplicationGroups } from './list-application-groups';
import { interpretSearch } from './search-condition';

/** An application whose applicant has contact details and the last four of an SSN, optionally leased. */
async function customer(db: DbOrTx, store: Store, person: { first: string; last: string; email: string; cell: string; last4: string }, loanNumber?: string) {
  const { application } = await insertApplication(db, { store, label: `${person.first} ${person.last}`, state: loanNumber ? 'L' : 'A' });
  await db
    .update(applicants)
    .set({ firstName: person.first, lastName: person.last, email: person.email, cell: person.cell, ssnLast4: person.last4 })
    .where(eq(applicants.id, application.applicantId));
  if (loanNumber) {
    await db.insert(leases).values({ storeId: store.id, applicationId: application.id, stateCode: 'V', loanNumber });
    await db.update(applications).set({ leaseStateCode: 'V' }).where(eq(applications.id, application.id));
  }
  return application.id;
}

describe('interpretSearch', () => {
  it('reads ids, SSN last fours, phones, e-mails and names', () => {
    expect(interpretSearch('518')).toEqual({ id: 518, pattern: null });
    expect(interpretSearch('#6789')).toEqual({ id: 6789, pattern: '%ssn6789%' });
    expect(interpretSearch('(512) 555-0199')).toEqual({ id: null, pattern: '%5125550199%' });
    expect(interpretSearch('+1 512 555 0199')).toEqual({ id: null, pattern: '%5125550199%' });
    expect(interpretSearch('  Maria   GARCIA ')).toEqual({ id: null, pattern: null, nameTokens: ['maria', 'garcia'] });
    expect(interpretSearch('o’brien-smith')).toEqual({ id: null, pattern: null, nameTokens: ['o', 'brien', 'smith'].filter((w) => w.length >= 2) });
    expect(interpretSearch('maria.g@example')).toEqual({ id: null, pattern: '%maria.g@example%' });
    expect(interpretSearch('100%_off')).toEqual({ id: null, pattern: '%100\\%\\_off%' });
    expect(interpretSearch('LL-2026-000042')).toEqual({ id: null, pattern: '%ll-2026-000042%' });
  });
});

describe('pipeline search (q)', () => {
  it('finds a customer by name, e-mail, phone, SSN last four, loan number and id, inside the scope only', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const maria = await customer(ctx.db, t.stores.north, { first: 'Maria', last: 'Garcia', email: 'Maria.G@Example.com', cell: '(512) 555-0199', last4: '6789' });
      const leased = await customer(ctx.db, t.stores.south, { first: 'Luis', last: 'Tran', email: 'luis@example.com', cell: '7135550100', last4: '1111' }, 'LL-2026-000042');
      await customer(ctx.db, t.stores.north, { first: 'Ana', last: 'Smith', email: 'ana@example.com', cell: '2125550123', last4: '2222' });
      // Another retailer's Maria Garcia, never found by acme.
      const other = await customer(ctx.db, t.stores.globexMain, { first: 'Maria', last: 'Garcia', email: 'mg@globex.test', cell: '7185550000', last4: '6789' });

      const manager = as(ctx, t.actors.acmeManager);
      const ids = async (q: string, extra: Record<string, unknown> = {}) => (await listApplicationGroups(manager, { q, ...extra })).rows.map((r) => r.application.id);
      expect(await ids('maria garcia')).toEqual([maria]);
      expect(await ids('GARC')).toEqual([maria]);
      expect(await ids('garcia maria')).toEqual([maria]);
      expect(await ids('arcia')).toEqual([]); // names match from the start of a word
      expect(await ids('maria.g@example')).toEqual([maria]);
      expect(await ids('512-555-0199')).toEqual([maria]);
      expect(await ids('6789')).toEqual([maria]);
      expect(await ids('ll-2026-000042')).toEqual([leased]);
      expect(await ids(String(leased))).toEqual([leased]);
      expect(await ids(String(other))).toEqual([]);
      expect(await ids('nobody-like-this')).toEqual([]);
      // It narrows the current view: the tab and the other filters still apply, and the counts follow.
      expect(await ids('example.com', { purchase_group: 'contracting' })).toEqual([leased]);
      expect(await ids('example.com', { stores: [t.stores.north.id] })).toHaveLength(2);
      const counts = await countPurchaseGroups(manager, { q: 'example.com' });
      expect(counts).toMatchObject({ all: 3, approved: 2, contracting: 1 });
      // A clerk of the north store does not find the south store's customer.
      expect((await listApplicationGroups(as(ctx, t.actors.acmeClerk), { q: 'luis' })).rows).toEqual([]);
    }));

  it('keeps search_text and the name terms current when the applicant changes and when a lease is added', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const id = await customer(ctx.db, t.stores.north, { first: 'Rosa', last: 'King', email: 'rosa@example.com', cell: '3055550111', last4: '3333' });
      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, id));
      const terms = async () =>
        (await ctx.db.select({ term: applicationSearchTerms.term }).from(applicationSearchTerms).where(eq(applicationSearchTerms.applicationId, id))).map((r) => r.term).sort();
      expect(await terms()).toEqual(['king', 'king rosa', 'rosa', 'rosa king']);
      await ctx.db.update(applicants).set({ email: 'rosa.king@new.example', lastName: 'King-Ávila', middleName: 'M' }).where(eq(applicants.id, app!.applicantId));
      await ctx.db.insert(leases).values({ storeId: t.stores.north.id, applicationId: id, stateCode: 'V', loanNumber: 'LL-2026-000777' });
      const [full] = await ctx.db.select({ searchText: applications.searchText }).from(applications).where(eq(applications.id, id));
      expect(full!.searchText).toBe('rosa king-ávila m rosa.king@new.example 3055550111 ssn3333 ll-2026-000777');
      // The name words follow the applicant (a one-letter middle initial is no word to search by).
      expect((await terms()).filter((term) => !term.includes(' '))).toEqual(['king', 'rosa', 'ávila']);
      expect(await terms()).toContain('ávila rosa');
      const manager = as(ctx, t.actors.acmeManager);
      expect((await listApplicationGroups(manager, { q: 'rosa ávil' })).rows.map((r) => r.application.id)).toEqual([id]);
      expect((await listApplicationGroups(manager, { q: 'rosa king' })).rows.map((r) => r.application.id)).toEqual([id]);
      expect((await listApplicationGroups(manager, { q: 'rosa queen' })).rows).toEqual([]);
      expect((await listApplicationGroups(manager, { q: 'ávila ro' })).rows.map((r) => r.application.id)).toEqual([id]);
      // Several words are neighbouring name words: only the last may be the start of one.
      expect((await listApplicationGroups(manager, { q: 'ros king' })).rows).toEqual([]);
    }));

  it('refuses a search longer than 100 characters', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const error = await listApplicationGroups(as(ctx, t.actors.acmeManager), { q: 'x'.repeat(101) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors.q).toEqual(['The search must be at most 100 characters.']);
    }));
});

describe('the search trigger', () => {
  it("finds an application's leases, replaced ones included, through an index (an insert never scans leases)", () =>
    inRollback(async (ctx) => {
      // The look-up of applications_search_text_fill (migration pipeline_search_triggers). Without
      // leases_application_idx only a sequential scan answers it (the other index is partial,
      // deleted_at is null): 28 ms an inserted application at 100,000 applications (docs/pipeline-counts.md).
      await ctx.db.execute(sql`set local enable_seqscan = off`);
      const result = await ctx.db.execute(sql`explain (costs off) select string_agg(l.loan_number, ' ' order by l.id) from leases l where l.application_id = ${1}`);
      const plan = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).map((row) => Object.values(row as object)[0]).join('\n');
      expect(plan).toContain('leases_application_idx');
      expect(plan).not.toContain('Seq Scan');
    }),
  );
});
