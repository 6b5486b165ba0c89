import { randomUUID } from 'node:crypto';
import { db as getDb } from '@/db/client';
import type { Ctx } from '@/lib/core/context';
import { RateLimitedError, UnauthenticatedError, type RateLimitState } from '@/lib/core/errors';
import { authenticateApiRequest } from '@/lib/core/tokens/authenticate-api-request';
import { API_SECURITY_HEADERS } from '@/lib/http/security-headers';
import { REQUEST_ID_HEADER } from './envelope';
import { HttpError, toErrorResponse } from './http-errors';
import { idempotencyKeyOf, offeredIdempotencyKey, requestHash, withIdempotency } from './idempotency';
import { rateLimitHeaders } from './rate-limit-headers';
import { clientIp } from '@/lib/http/client-ip';
import { headerRecord, withHeaders } from '@/lib/http/plain-response';

export const MAX_BODY_BYTES = 256 * 1024;

export type ApiCall = {
  request: Request;
  ctx: Ctx;
  requestId: string;
  params: Record<string, string>;
  /** Reads and parses a JSON body (once; later calls share it): 415 unless JSON, 413 over 256 KiB, 400 when malformed. */
  json: () => Promise<unknown>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler = (call: ApiCall) => Promise<Response>;

async function readJson(request: Request, bodyText: () => Promise<string>): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).');
  const text = await bodyText();
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/**
 * The body as UTF-8 text, refused as soon as it passes the limit: a body sent without a length is read
 * chunk by chunk and never buffered whole first. A declared length within the limit bounds the body
 * (Node's HTTP parser reads exactly that many bytes), so that body is read in one go, which spares the
 * lean door's request the web stream it would otherwise build.
 */
async function readText(request: Request): Promise<string> {
  const length = request.headers.get('content-length');
  const declared = length === null ? NaN : Number(length);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is larger than 256 KiB.');
  if (Number.isSafeInteger(declared) && declared >= 0) return request.text();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new HttpError(413, 'The request body is larger than 256 KiB.');
    }
    chunks.push(value);
  }
  return utf8.decode(Buffer.concat(chunks, size));
}

// Drops a byte-order mark, which some clients put before JSON.
const utf8 = new TextDecoder();

function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new UnauthenticatedError('Missing API token. Send Authorization: Bearer <token>.');
  return match[1]!;
}

const apiSecurityHeaders = headerRecord(API_SECURITY_HEADERS);
const requestIdHeader = REQUEST_ID_HEADER.toLowerCase();

/** What every API answer carries besides its body: the request id, the API's security headers, the limits counted. */
function finish(response: Response, requestId: string, limits: RateLimitState[], error?: unknown): Response {
  if (error instanceof RateLimitedError && error.limit) limits.push(error.limit);
  return withHeaders(response, { [requestIdHeader]: requestId, ...apiSecurityHeaders, ...rateLimitHeaders(limits) });
}

/**
 * Wraps a /api/v1 route handler: request id, Bearer authentication, JSON body rules, and one mapping of
 * every thrown error to the documented envelope. The handler itself only parses, calls the core and shapes.
 */
export function apiHandler(handle: Handler): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, context) => {
    const requestId = request.headers.get(REQUEST_ID_HEADER)?.slice(0, 100).replace(/[^\w.-]/g, '') || randomUUID();
    const limits: RateLimitState[] = [];
    try {
      const token = bearerToken(request);
      const db = await getDb();
      // The token first (with its rate-limit count and the offered Idempotency-Key's row, in one
      // statement); only then may anything read the body.
      const authenticated = await authenticateApiRequest(db, token, undefined, offeredIdempotencyKey(request));
      if (authenticated.rateLimit) limits.push(authenticated.rateLimit);
      let body: Promise<unknown> | undefined;
      let text: Promise<string> | undefined;
      const bodyText = () => (text ??= readText(request));
      const json = () => (body ??= readJson(request, bodyText));
      const rawParams = (await context?.params) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
      const ctx: Ctx = { actor: authenticated.actor, db, requestId, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') ?? undefined, rateLimits: limits };
      const call = () => handle({ request, ctx, requestId, params, json });
      // Every POST honours Idempotency-Key (lib/api/idempotency.ts); without the header it runs as is.
      const key = request.method === 'POST' ? idempotencyKeyOf(request) : null;
      const response = key
        ? await withIdempotency({ db, actor: ctx.actor, key, hash: requestHash(request, await bodyText()), requestId, existing: authenticated.storedKey }, call)
        : await call();
      return finish(response, requestId, limits);
    } catch (error) {
      return finish(toErrorResponse(error, requestId), requestId, limits, error);
    }
  };
}

/** An enveloped response for paths or methods that do not exist, with its own request id. */
export function plainErrorHandler(status: 404 | 405, message: string, allow?: string[]) {
  return async (request: Request): Promise<Response> => {
    const requestId = request.headers.get(REQUEST_ID_HEADER)?.slice(0, 100).replace(/[^\w.-]/g, '') || randomUUID();
    return finish(toErrorResponse(new HttpError(status, message, allow ? { Allow: allow.join(', ') } : undefined), requestId), requestId, []);
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methods: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every HTTP method for a route: the given handlers, and an enveloped 405 for the rest (Next.js would
 * otherwise answer a bare 405 without our envelope).
 */
export function defineRoute(handlers: Partial<Record<Method, Handler>>) {
  const allow = methods.filter((m) => handlers[m]);
  const notAllowed = plainErrorHandler(405, `Method not allowed. Use ${allow.join(', ')}.`, allow);
  return Object.fromEntries(methods.map((m) => [m, handlers[m] ? apiHandler(handlers[m]!) : notAllowed])) as Record<
    Method,
    (request: Request, route: RouteContext) => Promise<Response>
  >;
}
