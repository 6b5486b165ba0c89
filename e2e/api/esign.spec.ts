import { expect, test } from '@playwright/test';
import { leaseResponseSchema } from '@/lib/api/openapi/lease-schemas';
import { openMailbox, smtpConfigured, type Mailbox } from '../fixtures/mailbox';
import { tokenFor, world } from '../fixtures/world';
import { approvedApplication, call, leaseBody } from './lease-support';

/**
 * E-signature through the API (docs/esign.md): what POST /leases opens for each `esign_type`, what
 * GET /leases/{lease} then reports, the link mailed over real SMTP, `create_esign: false` and
 * `discard_esign: true`. Signing itself happens on the /sign page (e2e/esign.spec.ts, in a browser).
 */

const STORE = 'acme/houston';
const signLink = () => new RegExp(`^${world().baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sign/[A-Za-z0-9_-]{43}$`);

let mailbox: Mailbox | null = null;
test.beforeAll(async () => {
  if (smtpConfigured()) mailbox = await openMailbox();
});
test.afterAll(async () => mailbox?.close());

test.describe('e-sign envelopes of POST /leases', () => {
  test('embedded: the signing URL is returned and opens; GET /leases/{lease} reports the open envelope', async ({ request }) => {
    const app = await approvedApplication(STORE);
    const created = await call('POST', '/leases', STORE, leaseBody(app, { esign_type: 'embedded', esign_return_url: 'https://shop.example/orders/7?done=1' }));
    expect(created.status).toBe(200);
    const lease = created.body.data;
    expect(() => leaseResponseSchema.strict().parse(lease)).not.toThrow();
    expect(lease.esign).toMatchObject({ esign_type: 'embedded', status: 'open', sent_at: null, signed_at: null });
    expect(lease.esign.url).toMatch(signLink());
    expect(Date.parse(lease.esign.expires_at) - Date.parse(lease.created_at)).toBeGreaterThan(71.9 * 3_600_000);
    expect(lease).toMatchObject({ envelope_id: lease.esign.envelope_id, esign_location: 'embedded', e_sign_contract_url: lease.esign.url });

    // Anyone holding the link opens it, without a token or session; opening does not use it up.
    const opened = await request.get(lease.esign.url, { maxRedirects: 0 });
    expect(opened.status()).toBe(200);
    const read = await call('GET', `/leases/${lease.uuid}`, 'acme');
    expect(read.body.data.esign).toEqual(lease.esign);
    expect(read.body.data.e_sign_contract_url).toBe(lease.esign.url);

    // Not signed yet: no signed contract to download.
    const signed = await request.get(`/api/v1/leases/${lease.id}/signed-contract`, { headers: { Authorization: `Bearer ${tokenFor(STORE)}` } });
    expect(signed.status()).toBe(404);
  });

  test('email: no URL in the answer; the link arrives at the applicant over SMTP and opens', async ({ request }) => {
    test.skip(!mailbox, 'needs the test server to send e-mail over SMTP');
    const app = await approvedApplication(STORE);
    const created = await call('POST', '/leases', STORE, leaseBody(app, { esign_type: 'email' }));
    expect(created.status).toBe(200);
    const lease = created.body.data;
    expect(lease.esign).toMatchObject({ esign_type: 'email', status: 'open', url: null, sent_at: expect.any(String) });
    expect(lease.esign_location).toBe('email');

    const mail = await mailbox!.waitFor((m) => m.subject.includes(lease.loan_number));
    expect(mail.subject).toBe(`Sign your lease-to-own agreement ${lease.loan_number}`);
    const link = /\bhttps?:\/\/\S+\/sign\/[A-Za-z0-9_-]{43}\b/.exec(mail.text)?.[0];
    expect(link).toMatch(signLink());
    // The merchant's own copy of the link (e_sign_contract_url) is the one that was mailed.
    expect(lease.e_sign_contract_url).toBe(link);
    expect((await request.get(link!, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('create_esign: false opens no envelope', async () => {
    const app = await approvedApplication(STORE);
    const created = await call('POST', '/leases', STORE, leaseBody(app, { create_esign: false, esign_type: 'email' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ esign: null, envelope_id: null, esign_location: null, e_sign_contract_url: null });
    expect(mailbox?.mails.some((m) => m.subject.includes(created.body.data.loan_number)) ?? false).toBe(false);
  });

  test('discard_esign: true voids the replaced lease\'s open envelope; the new lease has its own', async () => {
    const app = await approvedApplication(STORE);
    const first = (await call('POST', '/leases', STORE, leaseBody(app))).body.data;
    const second = await call('POST', '/leases', STORE, leaseBody(app, { discard_esign: true, deliveryCharge: 0 }));
    expect(second.status).toBe(200);
    expect(second.body.data.esign).toMatchObject({ status: 'open', esign_type: 'embedded' });
    expect(second.body.data.esign.envelope_id).not.toBe(first.esign.envelope_id);
    expect(second.body.data.esign.url).not.toBe(first.esign.url);

    const old = (await call('GET', `/leases/${first.id}`, STORE)).body.data;
    expect(old.deleted_at).not.toBeNull();
    expect(old.esign).toMatchObject({ envelope_id: first.esign.envelope_id, status: 'voided', url: null });
    expect(old.e_sign_contract_url).toBeNull();
  });

  test('esign_return_url must be http(s)', async () => {
    const app = await approvedApplication(STORE);
    const refused = await call('POST', '/leases', STORE, leaseBody(app, { esign_return_url: 'javascript:alert(1)' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ esign_return_url: ['The esign_return_url must be an http(s) URL.'] });
  });
});
