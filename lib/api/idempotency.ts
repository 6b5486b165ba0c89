import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import type { Actor } from '@/lib/core/context';
import { ValidationError } from '@/lib/core/errors';
import { claimKey, completeKey, findKey, IDEMPOTENCY_TTL_MS, idempotencyCaller, releaseKey, takeOverKey, type StoredKey } from '@/lib/core/idempotency/keys';
import { ProcessorUnavailableError } from '@/lib/core/payments/errors';
import { errorResponse } from './envelope';
import { headerRecord, plainResponse, responseParts, type HeaderRecord } from '@/lib/http/plain-response';
import { toErrorResponse } from './http-errors';

/**
 * Idempotency for every POST of /api/v1 (Stripe's contract; SPEC §4, §10; docs/payments.md):
 *
 * - `Idempotency-Key` (1–255 printable characters) is stored per caller with a SHA-256 of the method,
 *   path and JSON body (key order and whitespace do not matter).
 * - The first request runs; its response (status, content type, body) is stored and replayed byte for
 *   byte, with `Idempotent-Replayed: true`, to a retry with the same key and body within 24 h.
 * - The same key with another request: 422 naming `Idempotency-Key`. While the first is still running: 409.
 * - Answers that say nothing about the request (500, 503, 429, and a 502 whose charge surely did not
 *   happen) are not kept: the key is released so a retry runs again. A 502 whose charge may have happened
 *   (the processor call broke) is kept, so a retry never charges a second time.
 * - In the database, so the contract holds across server instances.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's key, or null without the header; a malformed one is a 422 naming the header. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    throw new ValidationError({ [IDEMPOTENCY_HEADER]: ['The Idempotency-Key header must be 1 to 255 printable ASCII characters without spaces.'] });
  }
  return key;
}

/**
 * The key a POST offers, when well formed: the token look-up reads its stored row in the same statement.
 * A malformed one is left for {@link idempotencyKeyOf} to refuse once the token is known good.
 */
export function offeredIdempotencyKey(request: Request): string | undefined {
  if (request.method !== 'POST') return undefined;
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  return key !== null && KEY_PATTERN.test(key) ? key : undefined;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export function requestHash(request: Request, bodyText: string): string {
  let body: string;
  try {
    body = bodyText.trim() === '' ? '' : canonical(JSON.parse(bodyText));
  } catch {
    body = bodyText;
  }
  return createHash('sha256').update(`${request.method} ${new URL(request.url).pathname}\n${body}`).digest('hex');
}

function replay(stored: StoredKey): Response {
  return plainResponse(stored.responseBody ?? '', stored.responseStatus!, { ...headerRecord(stored.responseHeaders ?? {}), [REPLAYED_HEADER.toLowerCase()]: 'true' });
}

function mismatch(): Response {
  return errorResponse(422, 'The given data was invalid.', {
    errors: { [IDEMPOTENCY_HEADER]: ['This Idempotency-Key was already used with a different request. Use a new key for a new request.'] },
  });
}

const stillRunning = () => errorResponse(409, 'A request with this Idempotency-Key is still being processed. Retry after it finishes.', { headers: { 'Retry-After': '1' } });

/** Headers worth replaying: everything but the per-request ones. */
function storedHeaders(headers: Readonly<HeaderRecord>): HeaderRecord {
  const out: HeaderRecord = {};
  for (const name of Object.keys(headers)) if (!['x-request-id', 'set-cookie', 'date'].includes(name)) out[name] = headers[name]!;
  return out;
}

/**
 * Runs `handle` under the key, or answers from what the key already holds. `handle` may throw: its error
 * is mapped here, so a 4xx answer is stored like any other.
 */
export async function withIdempotency(
  options: {
    db: Database;
    actor: Actor;
    key: string;
    hash: string;
    requestId: string;
    now?: Date;
    /** The key's row as the token look-up already read it (null: none); when absent it is read here. */
    existing?: StoredKey | null;
  },
  handle: () => Promise<Response>,
): Promise<Response> {
  const { db, key, hash, requestId } = options;
  const caller = idempotencyCaller(options.actor);
  const now = options.now ?? new Date();

  let claimed = false;
  const existing = options.existing !== undefined ? options.existing : await findKey(db, caller, key);
  if (!existing) claimed = await claimKey(db, caller, key, hash, now);
  if (!claimed) {
    const stored = existing ?? (await findKey(db, caller, key));
    if (!stored) return stillRunning();
    const expired = stored.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_TTL_MS;
    if (!expired && stored.requestHash !== hash) return mismatch();
    if (!expired && stored.state === 'done') return replay(stored);
    // Running past its lock (the process died), or expired: one racer takes it over.
    if (expired || (stored.lockedUntil && stored.lockedUntil < now)) claimed = await takeOverKey(db, stored, hash, now);
    if (!claimed) return stillRunning();
  }

  let response: Response;
  let keep = true;
  try {
    response = await handle();
  } catch (error) {
    response = toErrorResponse(error, requestId);
    if (error instanceof ProcessorUnavailableError && error.definite) keep = false;
  }
  if (response.status === 500 || response.status === 503 || response.status === 429) keep = false;
  if (!keep) {
    await releaseKey(db, caller, key);
    return response;
  }
  const parts = responseParts(response);
  const body = parts ? parts.body : await response.text();
  await completeKey(db, caller, key, { status: response.status, headers: storedHeaders(parts ? parts.headers : headerRecord(response.headers)), body });
  return parts ? response : new Response(body, { status: response.status, headers: response.headers });
}
