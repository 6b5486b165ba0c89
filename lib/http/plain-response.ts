/**
 * Responses whose status, body text and headers stay readable as plain values, so that the headers every
 * API answer carries (request id, security headers, rate limits; the lean door's static set) are added by
 * building a new response from those values instead of editing `response.headers`.
 *
 * Why: on the production server, Hono's lightweight Response stands in for the global one
 * (lib/server/door/main.ts). Built from a string and a plain header record it is written to the socket
 * as it is; the first touch of `response.headers` turns the record into a WHATWG Headers object (a WebIDL
 * check per value), which the server then iterates back into a record. That round trip was the largest
 * share of `GET /api/v1/test`'s own CPU after the socket writes. Under `next start` the global Response is
 * the platform's, and these functions give the same answers.
 *
 * Header names are kept lower case, as a Headers object would give them, so a name added twice replaces
 * the first. A response made here must not be changed through `response.headers`: add headers with
 * {@link withHeaders}, which keeps what the record holds.
 */
export type HeaderRecord = Record<string, string>;

type Parts = { readonly status: number; readonly body: string; readonly headers: Readonly<HeaderRecord> };

const partsOf = new WeakMap<Response, Parts>();

/** A response of `body` with lower-case `headers` (see above), whose parts {@link responseParts} reads back. */
export function plainResponse(body: string, status: number, headers: HeaderRecord): Response {
  const response = new Response(body, { status, headers });
  partsOf.set(response, { status, body, headers });
  return response;
}

/** The status, body and headers of a response made by {@link plainResponse}; undefined for any other. */
export function responseParts(response: Response): Parts | undefined {
  return partsOf.get(response);
}

/** A record of any HeadersInit, names in lower case. */
export function headerRecord(init: HeadersInit | undefined): HeaderRecord {
  const record: HeaderRecord = {};
  if (!init) return record;
  if (init instanceof Headers || Array.isArray(init)) new Headers(init).forEach((value, name) => (record[name] = value));
  else for (const name of Object.keys(init)) record[name.toLowerCase()] = init[name]!;
  return record;
}

/**
 * `response` with `extra` headers (lower-case names) set over its own: a new plain response when its parts
 * are known, else the same response with its Headers set one by one.
 */
export function withHeaders(response: Response, extra: Readonly<HeaderRecord>): Response {
  const parts = partsOf.get(response);
  if (!parts) {
    for (const name of Object.keys(extra)) response.headers.set(name, extra[name]!);
    return response;
  }
  return plainResponse(parts.body, parts.status, { ...parts.headers, ...extra });
}
