import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, inRollback } from '@/lib/testing/test-db';
import { createApplication } from '../applications/create-application';
import { buildWorld, useTestKeys, validApplication } from '../applications/testing';
import { confirmVerification } from '../verification/confirm-verification';
import { sendVerification } from '../verification/send-verification';
import { configureMessagingForTesting, MessageDeliveryError } from './deliver-message';
import { closeSmtpTransports } from './smtp-adapter';

type Mail = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback (smtp-server), keeping every message it accepts. */
function startSmtpServer(): Promise<{ port: number; mails: Mail[]; next: () => Promise<Mail>; close: () => Promise<void> }> {
  const mails: Mail[] = [];
  const waiting: ((mail: Mail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        mails.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        port,
        mails,
        next: () => new Promise((r) => (mails.length > 0 ? r(mails.shift()!) : waiting.push(r))),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** Decodes a quoted-printable body enough to read the code (`=\r\n` soft breaks, `=XX` bytes). */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  useTestKeys();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  closeSmtpTransports();
  await smtp.close();
});
afterEach(() => configureMessagingForTesting(undefined));

describe('SMTP adapter (nodemailer → a real SMTP server)', () => {
  it('emails the verification code; the code read from the received mail confirms the application', async () => {
    configureMessagingForTesting({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Leaseline <verify@leaseline.test>' });
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id));
      await sendVerification(token, decision.uuid, { mode: 'email' });
      const mail = await smtp.next();
      expect(mail.from).toBe('verify@leaseline.test');
      expect(mail.to).toEqual(['jane.doe@example.com']);
      expect(mail.raw).toMatch(/^Subject: Your Leaseline verification code/m);
      const code = /verification code is (\d{6})/.exec(decodeQuotedPrintable(mail.raw))![1]!;
      const confirmed = await confirmVerification(token, decision.uuid, { code });
      expect(confirmed.applicationId).toBe(decision.applicationId);
    });
  });

  it('reports a refused connection as a delivery error, without the recipient in the message', async () => {
    configureMessagingForTesting({ smtpUrl: 'smtp://127.0.0.1:1' });
    await inRollback(async (ctx) => {
      const world = await buildWorld(ctx);
      const token = as(ctx, world.actors.houstonToken);
      const { decision } = await createApplication(token, validApplication(world.houston.id));
      const error = await sendVerification(token, decision.applicationId, { mode: 'email' }).catch((e) => e);
      expect(error).toBeInstanceOf(MessageDeliveryError);
      expect(String(error.message)).not.toContain('jane');
    });
  });
});

describe('SMS gateway adapter', () => {
  it('POSTs the documented JSON payload with Basic credentials taken out of the URL', async () => {
    const received: { headers: IncomingMessage['headers']; body: Record<string, unknown>; url: string }[] = [];
    let status = 202;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, url: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'gw-1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    try {
      configureMessagingForTesting({ smsGatewayUrl: `http://key:s%40cret@127.0.0.1:${port}/v1/messages` });
      await inRollback(async (ctx) => {
        const world = await buildWorld(ctx);
        const token = as(ctx, world.actors.houstonToken);
        const { decision } = await createApplication(token, validApplication(world.houston.id));
        await sendVerification(token, decision.applicationId, { language: 'es' });
        expect(received).toHaveLength(1);
        expect(received[0]!.url).toBe('/v1/messages');
        expect(received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('key:s@cret').toString('base64')}`);
        expect(received[0]!.headers['content-type']).toBe('application/json');
        expect(received[0]!.body).toEqual({ to: '+15125550123', body: expect.stringMatching(/^Leaseline: su código de verificación es \d{6}\./), language: 'es', reference: expect.any(String) });
        const code = /(\d{6})/.exec(String(received[0]!.body.body))![1]!;
        await confirmVerification(token, decision.applicationId, { code });

        status = 500;
        const other = await createApplication(token, validApplication(world.houston.id, { reference_id: 'two' }));
        await expect(sendVerification(token, other.decision.applicationId, {})).rejects.toBeInstanceOf(MessageDeliveryError);
      });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
