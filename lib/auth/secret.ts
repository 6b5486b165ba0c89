import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';

let cached: string | undefined;

/**
 * The key that seals session cookies: AUTH_SECRET when set, otherwise a random secret generated once
 * into `${DATA_DIR}/auth-secret` (mode 600) and reused, so sessions survive a restart on one machine.
 * Several instances behind a load balancer must share AUTH_SECRET instead.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = env().AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);

  const dir = path.resolve(env().DATA_DIR);
  const file = path.join(dir, 'auth-secret');
  cached = readSecret(file) ?? createSecret(dir, file);
  if (env().NODE_ENV === 'production') {
    logger.warn('AUTH_SECRET is not set; using the secret stored in DATA_DIR. Set AUTH_SECRET when running more than one instance.');
  }
  return cached;
}

function readSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters. Delete it to generate a new one.`);
  return secret;
}

/**
 * Writes the secret to a private temporary file and links it into place: `link` fails if another
 * process got there first, so every process ends up reading the same, complete secret.
 */
function createSecret(dir: string, file: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  chmodSync(file, 0o600);
  return readSecret(file)!;
}
