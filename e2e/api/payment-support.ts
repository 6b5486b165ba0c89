/* eslint-disable @typescript-eslint/no-explicit-any */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { productionServerCommand } from '@/scripts/production-server';
import { expect, type Browser } from '@playwright/test';
import { tokenFor, world } from '../fixtures/world';
import { approvedApplication, call, leaseBody } from './lease-support';

/** Helpers of the card payment specs: raw POSTs (to compare bytes and headers), signed leases, a second server. */

export type RawAnswer = { status: number; headers: Headers; text: string; json: any };

export async function rawPost(pathname: string, scope: string, body: unknown, headers: Record<string, string> = {}, baseURL = world().baseURL): Promise<RawAnswer> {
  const response = await fetch(`${baseURL}/api/v1${pathname}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenFor(scope)}`, Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, text, json };
}

export type SignedLease = { id: number; loanNumber: string };

/** A new lease of `store` (option A, embedded e-sign), signed on the public signing page as the applicant would. */
export async function signedLease(browser: Browser, store: string): Promise<SignedLease> {
  const app = await approvedApplication(store);
  const created = await call('POST', '/leases', store, leaseBody(app, { esign_type: 'embedded' }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const lease = created.body.data;
  const context = await browser.newContext();
  const signer = await context.newPage();
  await signer.goto(lease.esign.url);
  const name = (await signer.getByTestId('expected-name').innerText()).trim();
  await signer.getByLabel(/I have read this notice/).check();
  await signer.getByLabel('Your full name').fill(name);
  await signer.getByTestId('sign-submit').click();
  await expect(signer.getByTestId('signed-confirmation')).toBeVisible();
  await context.close();
  return { id: lease.id, loanNumber: lease.loan_number };
}

/** A lease of `store` created but not signed (state V). */
export async function unsignedLease(store: string): Promise<SignedLease> {
  const app = await approvedApplication(store);
  const created = await call('POST', '/leases', store, leaseBody(app, { create_esign: false }));
  return { id: created.body.data.id, loanNumber: created.body.data.loan_number };
}

export async function leaseOf(ref: string | number, scope: string): Promise<any> {
  const read = await call('GET', `/leases/${encodeURIComponent(String(ref))}`, scope);
  expect(read.status).toBe(200);
  return read.body.data;
}

/**
 * A second production server of the same build against the run's PostgreSQL database: together with the
 * Playwright web server, two instances of the app behind one database. Its output goes to a log file
 * beside the first server's.
 */
export async function startSecondInstance(): Promise<{ baseURL: string; stop: () => Promise<void>; log: string }> {
  const w = world();
  if (!w.databaseUrl) throw new Error('A second instance needs PostgreSQL.');
  const port = Number(new URL(w.baseURL).port) + 1;
  const dataDir = path.dirname(w.serverLog);
  const log = path.join(dataDir, 'server-2.log');
  const out = createWriteStream(log, { flags: 'a' });
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-test';
  const production = await productionServerCommand(distDir);
  const child: ChildProcess = spawn(production.command, production.args, {
    env: { ...process.env, DATABASE_URL: w.databaseUrl, DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${baseURL}/api/v1/test`).then(
      (r) => r.status === 401,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    log,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
