import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/db/client';
import { seedDemo } from '@/scripts/seed/seed-demo';
import { authenticateToken } from '@/lib/core/tokens/authenticate-token';
import { loadStaffActor } from '@/lib/core/users/load-staff-actor';
import { verifyCredentials } from '@/lib/core/users/verify-credentials';

/**
 * The admin CLIs, run for real: `node --import tsx scripts/…` against a scratch PGlite directory that
 * holds the demo organisation (no applications). They always use PGlite here, whatever DATABASE_URL says.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'leaseline-cli-'));
const pgliteDir = path.join(dataDir, 'pglite');
let storeIds: Record<string, number>;

type Run = { code: number | null; stdout: string; stderr: string };

function run(script: 'token-create' | 'user-create', args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens the scratch database for a check and closes it again (PGlite allows one owner at a time). */
async function withDb<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir: pgliteDir });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  await withDb(async (handle) => {
    await migrateDatabase(handle);
    const seeded = await seedDemo(handle.db, { applications: 0 });
    storeIds = Object.fromEntries(seeded.tokens.filter((t) => t.storeId !== null).map((t) => [t.name, t.storeId!]));
  });
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run token:create', () => {
  it('issues a store token, printed once, that authenticates to that store', async () => {
    const result = await run('token-create', ['--retailer', 'acme', '--store', 'houston']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('for store houston');
    const token = result.stdout.trim().split('\n').at(-1)!;
    expect(token).toMatch(/^ll_[A-Za-z0-9_-]{43}$/);
    expect(result.stdout.split(token)).toHaveLength(2); // shown exactly once
    const actor = await withDb(({ db }) => authenticateToken(db, token));
    expect(actor).toMatchObject({ kind: 'token', storeId: storeIds['acme/houston'] });
  }, 120_000);

  it('issues a named retailer token, as JSON with --json', async () => {
    const result = await run('token-create', ['--retailer', 'globex', '--name', 'ERP sync', '--json']);
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as { token: string; name: string; storeId: number | null; retailerId: number };
    expect(created).toMatchObject({ name: 'ERP sync', storeId: null });
    const actor = await withDb(({ db }) => authenticateToken(db, created.token));
    expect(actor).toMatchObject({ retailerId: created.retailerId, storeId: null });
  }, 120_000);

  it('refuses bad input with field errors and a non-zero exit', async () => {
    const missing = await run('token-create', ['--store', 'houston']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--retailer: Required');
    expect(missing.stdout).toBe('');

    const unknownOption = await run('token-create', ['--retailer', 'acme', '--shop', 'x']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("Unknown option '--shop'");
    expect(unknownOption.stderr).toContain('Usage: npm run token:create');

    const unknownRetailer = await run('token-create', ['--retailer', 'initech']);
    expect(unknownRetailer.code).toBe(1);
    expect(unknownRetailer.stderr).toContain('--retailer: No retailer with slug "initech".');

    const otherRetailersStore = await run('token-create', ['--retailer', 'acme', '--store', 'brooklyn']);
    expect(otherRetailersStore.code).toBe(1);
    expect(otherRetailersStore.stderr).toContain('--store: No store "brooklyn" at retailer "acme".');
    expect(otherRetailersStore.stdout).not.toMatch(/ll_/);
  }, 180_000);
});

describe('npm run user:create', () => {
  it('creates a clerk who can sign in and works at the given stores', async () => {
    const password = 'a long and memorable passphrase for the new clerk';
    const result = await run('user-create', ['--email', 'New.Clerk@Example.com', '--role', 'clerk', '--password', password, '--retailer', 'acme', '--stores', 'houston, miami', '--name', 'Nia Clerk']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created clerk');
    expect(result.stdout).toContain('new.clerk@example.com');
    expect(result.stdout).not.toContain(password);
    await withDb(async ({ db }) => {
      const login = await verifyCredentials(db, { email: 'new.clerk@example.com', password });
      expect(login).not.toBeNull();
      const actor = await loadStaffActor(db, login!.userId);
      expect(actor).toMatchObject({ role: 'clerk', name: 'Nia Clerk' });
      expect(actor!.storeIds.sort()).toEqual([storeIds['acme/houston'], storeIds['acme/miami']].sort());
      expect(await verifyCredentials(db, { email: 'new.clerk@example.com', password: 'not the password' })).toBeNull();
    });
  }, 120_000);

  it('creates a provider admin without a retailer', async () => {
    const result = await run('user-create', ['--email', 'ops@leaseline.test', '--role', 'admin', '--password', 'operations-password-2026']);
    expect(result.code).toBe(0);
    const actor = await withDb(async ({ db }) => {
      const login = await verifyCredentials(db, { email: 'ops@leaseline.test', password: 'operations-password-2026' });
      return loadStaffActor(db, login!.userId);
    });
    expect(actor).toMatchObject({ role: 'admin', retailerId: null, storeIds: [] });
  }, 120_000);

  it('refuses bad input with every field error and a non-zero exit', async () => {
    const invalid = await run('user-create', ['--email', 'not-an-email', '--role', 'boss', '--password', 'short']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('--email: Enter a valid e-mail address.');
    expect(invalid.stderr).toContain('--role: Invalid option');
    expect(invalid.stderr).toContain('--password: Use at least 12 characters.');

    const noStores = await run('user-create', ['--email', 'c2@example.com', '--role', 'clerk', '--password', 'long-enough-password', '--retailer', 'acme']);
    expect(noStores.code).toBe(1);
    expect(noStores.stderr).toContain('--stores: Assign at least one store to a clerk or sales user.');

    const wrongStore = await run('user-create', ['--email', 'c3@example.com', '--role', 'sales', '--password', 'long-enough-password', '--retailer', 'acme', '--stores', 'brooklyn']);
    expect(wrongStore.code).toBe(1);
    expect(wrongStore.stderr).toContain('--stores: Unknown store(s) at this retailer: brooklyn.');

    const duplicate = await run('user-create', ['--email', 'CLERK@acme.test', '--role', 'manager', '--password', 'long-enough-password', '--retailer', 'acme']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('A user with this e-mail already exists.');
  }, 240_000);
});
