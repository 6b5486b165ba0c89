import { and, desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditEvents, outboxEvents, outboxMessages, verificationCodes } from '@/db/schema';
import type { Database } from '@/db/client';
import { as, inRollback } from '@/lib/testing/test-db';
import type { Ctx } from '../context';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from '../errors';
import { createApplication } from '../applications/create-application';
import { buildWorld, rawRows, useTestKeys, validApplication, withPath, type TestWorld } from '../applications/testing';
import { configureMessagingForTesting } from '../messaging/deliver-message';
import { listOutboxMessages } from '../messaging/list-outbox-messages';
import { confirmVerification } from './confirm-verification';
import { sendVerification } from './send-verification';

beforeAll(() => {
  useTestKeys();
});
afterEach(() => configureMessagingForTesting(undefined));

/** With no SMTP or SMS gateway configured, messages land in the development outbox, where tests read the code. */
async function lastCode(db: Database, applicationId: number): Promise<string> {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.applicationId, applicationId)).orderBy(desc(outboxMessages.id)).limit(1);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

/** Moves every code of the application back in time, as if `seconds` had passed. */
async function age(db: Database, applicationId: number, seconds: number) {
  await db.execute(sql`update verification_codes set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) where application_id = ${applicationId}`);
}

async function approved(ctx: Ctx & { db: Database }): Promise<{ world: TestWorld; id: number; token: Ctx }> {
  configureMessagingForTesting({});
  const world = await buildWorld(ctx);
  const token = as(ctx, world.actors.houstonToken);
  const { decision } = await createApplication(token, validApplication(world.houston.id));
  return { world, id: decision.applicationId, token };
}

const codeError = async (promise: Promise<unknown>) => ((await promise.catch((e) => e)) as ValidationError).fieldErrors?.code;

describe('verification', () => {
  it('sends a six-digit code by SMS, stores only its keyed hash, and confirming moves V to A with audit and event', async () => {
    await inRollback(async (ctx) => {
      const { world, id, token } = await approved(ctx);
      const sent = await sendVerification(token, id, {});
      expect(sent).toMatchObject({ channel: 'sms', maskedRecipient: '(***) ***-0123' });
      const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.applicationId, id));
      expect(message).toMatchObject({ channel: 'sms', recipient: '5125550123', language: 'en', template: 'verification-code', retailerId: world.acme.id });
      const code = await lastCode(ctx.db, id);
      expect(code).toMatch(/^\d{6}$/);

      const rows = await rawRows(ctx.db, sql`select v.*, v::text as whole from verification_codes v where application_id = ${id}`);
      expect(rows).toHaveLength(1);
      expect(String(rows[0]!.whole)).not.toContain(code);
      expect(rows[0]!.code_hash).toMatch(/^[\w-]{43}$/);
      const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'application.verification_sent'));
      expect(JSON.stringify(audit)).not.toContain(code);

      const confirmed = await confirmVerification(token, String(id), { code });
      expect(confirmed.applicationId).toBe(id);
      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, id));
      expect(app).toMatchObject({ stateCode: 'A' });
      expect(app!.verifiedAt).toBeInstanceOf(Date);
      expect((await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'application.verified'))).map((e) => e.payload)).toEqual([
        expect.objectContaining({ application_id: id, state_code: 'A' }),
      ]);
      expect(await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'application.verified'), eq(auditEvents.entityId, String(id))))).toHaveLength(1);
      // Single use: the code is consumed and the approval is no longer waiting.
      await expect(confirmVerification(token, id, { code })).rejects.toBeInstanceOf(ConflictError);
      const [row] = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.applicationId, id));
      expect(row!.consumedAt).toBeInstanceOf(Date);
    });
  });

  it('sends by email in Spanish, addressed to the applicant email', async () => {
    await inRollback(async (ctx) => {
      const { id, token } = await approved(ctx);
      const sent = await sendVerification(token, id, { mode: 'EMAIL', language: 'es' });
      expect(sent.maskedRecipient).toBe('j***@example.com');
      const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.applicationId, id));
      expect(message).toMatchObject({ channel: 'email', recipient: 'jane.doe@example.com', subject: 'Su código de verificación de Leaseline', language: 'es' });
      expect(message!.body).toContain('Su código de verificación de Leaseline es');
    });
  });

  it('counts wrong codes, commits the count, and locks the code on the fifth', async () => {
    await inRollback(async (ctx) => {
      const { id, token } = await approved(ctx);
      await sendVerification(token, id, {});
      const code = await lastCode(ctx.db, id);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await codeError(confirmVerification(token, id, { code: wrong }))).toEqual(['The code is not correct. 4 tries left.']);
      const [afterOne] = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.applicationId, id));
      expect(afterOne!.attempts).toBe(1);
      for (let i = 0; i < 3; i++) await codeError(confirmVerification(token, id, { code: wrong }));
      expect(await codeError(confirmVerification(token, id, { code: wrong }))).toEqual(['Too many wrong codes. Send a new code.']);
      // Locked: even the right code is refused now.
      expect(await codeError(confirmVerification(token, id, { code }))).toEqual(['Too many wrong codes. Send a new code.']);
      const [locked] = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.applicationId, id));
      expect(locked).toMatchObject({ attempts: 5 });
      expect(locked!.lockedAt).toBeInstanceOf(Date);
      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, id));
      expect(app!.stateCode).toBe('V');
    });
  });

  it('expires a code after 10 minutes', async () => {
    await inRollback(async (ctx) => {
      const { id, token } = await approved(ctx);
      await sendVerification(token, id, {});
      const code = await lastCode(ctx.db, id);
      await age(ctx.db, id, 9 * 60);
      await age(ctx.db, id, 61);
      expect(await codeError(confirmVerification(token, id, { code }))).toEqual(['The code has expired. Send a new code.']);
    });
  });

  it('a resend makes a new code and kills the old one', async () => {
    await inRollback(async (ctx) => {
      const { id, token } = await approved(ctx);
      await sendVerification(token, id, {});
      const first = await lastCode(ctx.db, id);
      await age(ctx.db, id, 31);
      await sendVerification(token, id, { mode: 'email' });
      const second = await lastCode(ctx.db, id);
      const rows = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.applicationId, id)).orderBy(verificationCodes.id);
      expect(rows[0]!.supersededAt).toBeInstanceOf(Date);
      expect(rows[1]!.supersededAt).toBeNull();
      if (first !== second) expect(await codeError(confirmVerification(token, id, { code: first }))).toEqual(['The code is not correct. 4 tries left.']);
      await confirmVerification(token, id, { code: second });
    });
  });

  it('allows one send per 30 seconds and five per hour per application, with the seconds to wait', async () => {
    await inRollback(async (ctx) => {
      const { id, token } = await approved(ctx);
      await sendVerification(token, id, {});
      const soon = (await sendVerification(token, id, {}).catch((e) => e)) as RateLimitedError;
      expect(soon).toBeInstanceOf(RateLimitedError);
      expect(soon.retryAfterSeconds).toBeGreaterThan(28);
      expect(soon.retryAfterSeconds).toBeLessThanOrEqual(30);
      for (let i = 0; i < 4; i++) {
        await age(ctx.db, id, 31);
        await sendVerification(token, id, {});
      }
      await age(ctx.db, id, 31);
      const hourly = (await sendVerification(token, id, {}).catch((e) => e)) as RateLimitedError;
      expect(hourly).toBeInstanceOf(RateLimitedError);
      expect(hourly.message).toMatch(/Five codes/);
      // The oldest of the five was sent 5 × 31 s ago, so it leaves the hour in 3600 − 155 s.
      expect(Math.ceil(hourly.retryAfterSeconds)).toBe(3600 - 155);
      await age(ctx.db, id, 3600 - 155);
      await sendVerification(token, id, {});
      // Per application: another application is not held back.
      const other = await createApplication(token, validApplication(Number((await ctx.db.select().from(applications).where(eq(applications.id, id)))[0]!.storeId)));
      await sendVerification(token, other.decision.applicationId, {});
    });
  });

  it('only verifies approvals awaiting verification', async () => {
    await inRollback(async (ctx) => {
      const { world, token } = await approved(ctx);
      const review = await createApplication(token, withPath(validApplication(world.houston.id), 'banking.opened_at', undefined));
      await expect(sendVerification(token, review.decision.applicationId, {})).rejects.toBeInstanceOf(ConflictError);
      await expect(confirmVerification(token, review.decision.applicationId, { code: '123456' })).rejects.toBeInstanceOf(ConflictError);
      const { decision } = await createApplication(token, validApplication(world.houston.id, { reference_id: 'exp' }));
      await ctx.db.update(applications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(applications.id, decision.applicationId));
      await expect(sendVerification(token, decision.applicationId, {})).rejects.toThrow('This approval has expired.');
    });
  });

  it('validates mode, language and code, and needs a recipient on file', async () => {
    await inRollback(async (ctx) => {
      const { world, id, token } = await approved(ctx);
      const errors = async (p: Promise<unknown>) => ((await p.catch((e) => e)) as ValidationError).fieldErrors;
      expect(await errors(sendVerification(token, id, { mode: 'fax', language: 'fr' }))).toEqual({ mode: ['The mode must be sms or email.'], language: ['The language must be en or es.'] });
      expect(await errors(confirmVerification(token, id, {}))).toEqual({ code: ['The code is required.'] });
      expect(await errors(confirmVerification(token, id, { code: '12345' }))).toEqual({ code: ['The code must be the 6 digits we sent.'] });
      expect(await codeError(confirmVerification(token, id, { code: '123456' }))).toEqual(['No code is waiting to be confirmed. Send a new code.']);
      await ctx.db.execute(sql`update applicants set cell = null, phone = null where retailer_id = ${world.acme.id}`);
      expect(await errors(sendVerification(token, id, { mode: 'sms' }))).toEqual({ mode: ['The applicant has no cell or phone number on file.'] });
    });
  });

  it('is not found outside the scope and forbidden without application.verify', async () => {
    await inRollback(async (ctx) => {
      const { world, id } = await approved(ctx);
      await expect(sendVerification(as(ctx, world.actors.globexToken), id, {})).rejects.toBeInstanceOf(NotFoundError);
      await expect(confirmVerification(as(ctx, world.actors.globexManager), id, { code: '123456' })).rejects.toBeInstanceOf(NotFoundError);
      const applicant = { kind: 'applicant', applicationId: id, retailerId: world.acme.id, purpose: 'sign' } as const;
      await expect(sendVerification(as(ctx, applicant), id, {})).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
});

describe('listOutboxMessages', () => {
  it('shows admins every kept message and refuses everyone else', async () => {
    await inRollback(async (ctx) => {
      const { world, id, token } = await approved(ctx);
      await sendVerification(token, id, {});
      const messages = await listOutboxMessages(as(ctx, world.actors.admin), { applicationId: id });
      expect(messages).toHaveLength(1);
      expect(messages[0]!.body).toMatch(/\d{6}/);
      for (const actor of [world.actors.acmeManager, world.actors.acmeClerk, world.actors.houstonToken]) {
        await expect(listOutboxMessages(as(ctx, actor))).rejects.toBeInstanceOf(ForbiddenError);
      }
    });
  });
});

describe('a wrong try is committed before the error', () => {
  it('keeps the count although the call fails (its own transaction, here a savepoint, commits first)', async () => {
    await inRollback(async (ctx) => {
      const { id, token } = await approved(ctx);
      await sendVerification(token, id, {});
      const code = await lastCode(ctx.db, id);
      // Not joining the test's transaction: withTransaction opens its own (a savepoint), as a request would.
      const standalone: Ctx = { ...token, inTransaction: false };
      await expect(confirmVerification(standalone, id, { code: code === '999999' ? '000000' : '999999' })).rejects.toBeInstanceOf(ValidationError);
      const [row] = await ctx.db.select().from(verificationCodes).where(eq(verificationCodes.applicationId, id));
      expect(row!.attempts).toBe(1);
      await confirmVerification(standalone, id, { code });
      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, id));
      expect(app!.stateCode).toBe('A');
    });
  });
});
