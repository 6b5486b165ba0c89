import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { esignEnvelopes, leases } from '@/db/schema';
import { openMailbox, type Mailbox } from '@/e2e/fixtures/mailbox';
import { TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { inRollback } from '@/lib/testing/test-db';
import { contractRenderer } from '@/lib/pdf/render-contract';
import { configureMessagingForTesting, MessageDeliveryError } from '../messaging/deliver-message';
import { closeSmtpTransports } from '../messaging/smtp-adapter';
import { loadSigningSession, sendSigningLink, signEnvelope } from '.';
import { leaseWithEnvelope, SOON, tokenOf } from './testing';

const LINK = /https:\/\/leaseline\.test\/sign\/[A-Za-z0-9_-]{43}/;

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await openMailbox('smtp://127.0.0.1:0');
});
afterAll(async () => {
  closeSmtpTransports();
  await mailbox.close();
});
afterEach(() => configureMessagingForTesting(undefined));

describe('signing links by email, through a real SMTP server', () => {
  it('POST /leases with esign_type email: the link read from the received mail opens and signs the contract', () =>
    inRollback(async (ctx) => {
      configureMessagingForTesting({ smtpUrl: mailbox.url, mailFrom: 'Leaseline <sign@leaseline.test>' });
      const { view } = await leaseWithEnvelope(ctx, { esign_type: 'email' });
      expect(view.esign).toMatchObject({ esign_type: 'email', url: null, sent_at: expect.any(String) });
      const [sent] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, view.esign!.envelope_id));
      expect(sent!.sentAt!.toISOString()).toBe(view.esign!.sent_at); // the response says what GET /leases will

      const mail = await mailbox.waitFor((m) => m.subject.includes(view.lease.loanNumber));
      expect(mail.from).toBe('sign@leaseline.test');
      expect(mail.to).toEqual(['pat@example.com']);
      expect(mail.text).toContain('expires in 72 hours');
      const link = LINK.exec(mail.text)![0];
      expect(await loadSigningSession(ctx.db, tokenOf(link), SOON)).toMatchObject({ status: 'open', envelopeId: view.esign!.envelope_id });

      await signEnvelope(ctx.db, { token: tokenOf(link), consent: true, signerName: 'Pat Lessee', signature: { kind: 'typed' }, ip: null, userAgent: null }, { renderer: contractRenderer, now: SOON });
      const [lease] = await ctx.db.select().from(leases).where(eq(leases.id, view.lease.id));
      expect(lease!.stateCode).toBe('S');
    }));

  it('a re-send from the portal mails a new link; the old one stops working', () =>
    inRollback(async (ctx) => {
      configureMessagingForTesting({ smtpUrl: mailbox.url });
      const { view, sales } = await leaseWithEnvelope(ctx);
      const panel = await sendSigningLink(sales, view.lease.id, { channel: 'email', baseUrl: TEST_BASE_URL, now: SOON });
      const mail = await mailbox.waitFor((m) => m.subject.includes(view.lease.loanNumber) && m.text.includes(tokenOf(panel.envelope!.signingUrl!)));
      expect(LINK.exec(mail.text)![0]).toBe(panel.envelope!.signingUrl);
      expect(await loadSigningSession(ctx.db, tokenOf(view.esign!.url!), SOON)).toMatchObject({ status: 'voided' });
    }));

  it('an SMTP server that refuses: the lease is still created (link not sent); a re-send reports the failure', () =>
    inRollback(async (ctx) => {
      const closed = await openMailbox('smtp://127.0.0.1:0');
      const deadUrl = closed.url;
      await closed.close();
      configureMessagingForTesting({ smtpUrl: deadUrl });
      const { view, sales } = await leaseWithEnvelope(ctx, { esign_type: 'email' });
      expect(view.esign).toMatchObject({ status: 'open', sent_at: null });
      const [row] = await ctx.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.leaseId, view.lease.id));
      expect(row!.sentAt).toBeNull();
      await expect(sendSigningLink(sales, view.lease.id, { channel: 'email', baseUrl: TEST_BASE_URL, now: SOON })).rejects.toThrow(MessageDeliveryError);
    }));
});
