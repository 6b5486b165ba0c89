import { LeaselineApiError, LeaselineNetworkError, type FieldErrors } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query value: lists are sent Laravel-style as `key[]=a&key[]=b`; undefined and null are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (POSTs that charge or create may be retried safely with the same key). */
  idempotencyKey?: string;
};

export type ClientOptions = {
  /**
   * Where the API lives: the API description's {base_url} (`https://host/api/v1`), or just the
   * deployment's origin (`https://host`), to which `/api/v1` is added.
   */
  baseUrl: string;
  /** The Bearer token; omit for public endpoints only. */
  token?: string;
  /** A fetch implementation (tests, proxies, retries); the global one by default. */
  fetch?: typeof fetch;
  /** Headers sent with every request (e.g. a User-Agent naming the integration). */
  headers?: Record<string, string>;
};

export type Transport = {
  /** The resolved API base, always ending in the version prefix (no trailing slash). */
  baseUrl: string;
  request: <T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
};

export function resolveBaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const pathname = url.pathname.replace(/\/+$/, '');
  url.pathname = pathname === '' ? '/api/v1' : pathname;
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/+$/, '');
}

export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(response: Response, body: unknown): LeaselineApiError {
  const envelope = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown; errors?: unknown };
  const retryAfter = Number(response.headers.get('retry-after'));
  return new LeaselineApiError({
    status: response.status,
    code: typeof envelope.code === 'number' ? envelope.code : response.status,
    message:
      typeof envelope.message === 'string'
        ? envelope.message
        : `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}: the server did not answer with the API's error envelope.`,
    errors: envelope.errors && typeof envelope.errors === 'object' ? (envelope.errors as FieldErrors) : undefined,
    requestId: response.headers.get('x-request-id'),
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    body,
  });
}

/**
 * The HTTP core every resource method goes through: URL building, headers, JSON both ways, and one
 * mapping of every non-success answer (HTTP error, or `status: false` in the body) to LeaselineApiError.
 */
export function createTransport(options: ClientOptions): Transport {
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    baseUrl,
    async request<T>(method: HttpMethod, path: string, body?: unknown, requestOptions: RequestOptions = {}): Promise<T> {
      const search = toSearchParams(requestOptions.query).toString();
      const url = `${baseUrl}/${path.replace(/^\/+/, '')}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...requestOptions.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (requestOptions.idempotencyKey) headers['Idempotency-Key'] = requestOptions.idempotencyKey;
      let response: Response;
      try {
        response = await doFetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: requestOptions.signal });
      } catch (error) {
        throw new LeaselineNetworkError(`${method} ${url} failed: ${(error as Error)?.message ?? String(error)}`, { cause: error });
      }
      const parsed = await readBody(response);
      const statusFalse = parsed !== null && typeof parsed === 'object' && (parsed as { status?: unknown }).status === false;
      if (!response.ok || statusFalse) throw errorFrom(response, parsed);
      return parsed as T;
    },
  };
}
