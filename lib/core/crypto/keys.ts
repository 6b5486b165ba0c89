import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

export type KeyRing = {
  /** The version new ciphertexts are written under. */
  current: number;
  keys: Map<number, Buffer>;
  blindIndexKey: Buffer;
};

type KeyFile = { encryption: { version: number; key: string }[]; blindIndex: string };

function keyFilePath(): string {
  return path.join(env().DATA_DIR, 'keys.json');
}

/** `ENCRYPTION_KEY` is `hex` (version 1) or `version:hex,…`; the first entry is the current key. */
function parseEncryptionKeys(value: string): { version: number; key: string }[] {
  return value.split(',').map((entry) => {
    const [version, key] = entry.includes(':') ? entry.split(':') : ['1', entry];
    return { version: Number(version), key: key! };
  });
}

function loadOrCreateKeyFile(): KeyFile {
  const file = keyFilePath();
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  const created: KeyFile = {
    encryption: [{ version: 1, key: randomBytes(32).toString('hex') }],
    blindIndex: randomBytes(32).toString('hex'),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

function toRing(entries: { version: number; key: string }[], blindIndex: string): KeyRing {
  return {
    current: entries[0]!.version,
    keys: new Map(entries.map((e) => [e.version, Buffer.from(e.key, 'hex')])),
    blindIndexKey: Buffer.from(blindIndex, 'hex'),
  };
}

let cached: KeyRing | undefined;

/**
 * Keys from the environment in production; for local use, generated once into DATA_DIR/keys.json
 * (mode 600, never committed). The blind-index key is separate so rotating encryption keys keeps
 * SSN look-ups working.
 */
export function keyRing(): KeyRing {
  if (cached) return cached;
  const { ENCRYPTION_KEY, BLIND_INDEX_KEY } = env();
  if (ENCRYPTION_KEY && BLIND_INDEX_KEY) cached = toRing(parseEncryptionKeys(ENCRYPTION_KEY), BLIND_INDEX_KEY);
  else {
    const file = loadOrCreateKeyFile();
    cached = toRing(ENCRYPTION_KEY ? parseEncryptionKeys(ENCRYPTION_KEY) : file.encryption, BLIND_INDEX_KEY ?? file.blindIndex);
  }
  return cached;
}

/** Adds a new current key to the local key file (used by `npm run keys:rotate`); returns its version. */
export function addLocalEncryptionKey(): number {
  const file = loadOrCreateKeyFile();
  const version = Math.max(...file.encryption.map((e) => e.version)) + 1;
  file.encryption.unshift({ version, key: randomBytes(32).toString('hex') });
  writeFileSync(keyFilePath(), JSON.stringify(file, null, 2), { mode: 0o600 });
  cached = undefined;
  return version;
}

/**
 * Forgets the cached ring so the next use reads the keys again. Decryption calls it once when it meets
 * a key version it does not know: `npm run keys:rotate` may have added one to the local key file while
 * this process was running.
 */
export function reloadKeyRing(): KeyRing {
  if (!testingRing) cached = undefined;
  return keyRing();
}

let testingRing = false;

/** For tests: use these keys instead of the environment. */
export function setKeyRingForTesting(ring: KeyRing | undefined): void {
  cached = ring;
  testingRing = ring !== undefined;
}
