import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (and of the env cache) reading the given environment. */
async function loadSecret(environment: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return (await import('./secret')).authSecret;
}

describe('authSecret', () => {
  const saved = { AUTH_SECRET: process.env.AUTH_SECRET, DATA_DIR: process.env.DATA_DIR };
  let dataDir: string;

  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'leaseline-secret-')), 'data');
  });
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    vi.resetModules();
  });

  it('uses AUTH_SECRET when it is set, and writes nothing', async () => {
    const authSecret = await loadSecret({ AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    expect(authSecret()).toBe('x'.repeat(40));
    expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
  });

  it('otherwise generates one secret into DATA_DIR (mode 600) and reuses it after a restart', async () => {
    const first = (await loadSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir }))();
    const file = path.join(dataDir, 'auth-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = (await loadSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir }))();
    expect(second).toBe(first);
  });

  it('refuses a stored secret too short to be safe', async () => {
    const authSecret = await loadSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir });
    (await import('node:fs')).mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'auth-secret'), 'short\n');
    expect(() => authSecret()).toThrow(/shorter than 32 characters/);
  });
});
