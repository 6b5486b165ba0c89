/** Field path → messages, as the API reports them on 422 (`applicant.email`, `items.0.sku`). */
export type FieldErrors = Record<string, string[]>;

/**
 * Any answer of the API that is not a success: the HTTP status, the envelope's `code` and `message`,
 * the field errors of a 422, and the `X-Request-Id` to quote when contacting support.
 */
export class LeaselineApiError extends Error {
  override readonly name = 'LeaselineApiError';
  readonly status: number;
  readonly code: number;
  readonly errors: FieldErrors | undefined;
  readonly requestId: string | null;
  /** Seconds from `Retry-After` (429, 503), when the server sent one. */
  readonly retryAfter: number | null;
  /** The parsed body (or the raw text when it was not JSON). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code?: number;
    message: string;
    errors?: FieldErrors;
    requestId?: string | null;
    retryAfter?: number | null;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.errors = init.errors;
    this.requestId = init.requestId ?? null;
    this.retryAfter = init.retryAfter ?? null;
    this.body = init.body;
  }

  /** True for 422 answers that name `field` (a dotted path). */
  hasFieldError(field: string): boolean {
    return Boolean(this.errors?.[field]?.length);
  }
}

/** The request never got an HTTP answer (DNS, refused connection, abort, timeout). */
export class LeaselineNetworkError extends Error {
  override readonly name = 'LeaselineNetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
