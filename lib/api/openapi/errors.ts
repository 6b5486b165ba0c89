/**
 * The error statuses of SPEC §4, once: the OpenAPI document's `components.responses` and the error
 * section of /docs are both built from this table.
 */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export type ErrorDoc = {
  status: ErrorStatus;
  /** The name under `components.responses`. */
  name: string;
  title: string;
  when: string;
  /** Headers the answer carries besides X-Request-Id. */
  headers?: Record<string, string>;
  example: { status: false; code: number; message: string; errors?: Record<string, string[]>; decline_code?: string; payment_id?: string | null };
};

export const errorDocs: Record<ErrorStatus, ErrorDoc> = {
  400: {
    status: 400,
    name: 'BadRequest',
    title: 'Bad Request',
    when: 'The body is not well-formed JSON.',
    example: { status: false, code: 400, message: 'The request body is not valid JSON.' },
  },
  401: {
    status: 401,
    name: 'Unauthorized',
    title: 'Unauthorized',
    when: 'The Bearer token is missing, unknown or revoked.',
    headers: { 'WWW-Authenticate': 'Always `Bearer`.' },
    example: { status: false, code: 401, message: 'Invalid or revoked API token.' },
  },
  402: {
    status: 402,
    name: 'PaymentDeclined',
    title: 'Payment Required (card declined)',
    when: 'The card was declined. `decline_code` says why (`card_declined`, `insufficient_funds`, …); `payment_id` is the failed payment, recorded in the lease ledger.',
    example: { status: false, code: 402, message: 'The card was declined by its bank. Ask for another card.', decline_code: 'card_declined', payment_id: '0b7c…' },
  },
  403: {
    status: 403,
    name: 'Forbidden',
    title: 'Forbidden',
    when: "The caller's role lacks the permission for this operation, inside its own scope.",
    example: { status: false, code: 403, message: 'This action is not allowed for your role.' },
  },
  404: {
    status: 404,
    name: 'NotFound',
    title: 'Not Found',
    when: "Unknown path, unknown resource, or a resource outside the caller's scope (never 403: existence does not leak).",
    example: { status: false, code: 404, message: 'Resource not found.' },
  },
  405: {
    status: 405,
    name: 'MethodNotAllowed',
    title: 'Method Not Allowed',
    when: 'The path exists but not with this method.',
    headers: { Allow: 'The methods the path accepts.' },
    example: { status: false, code: 405, message: 'Method not allowed. Use GET.' },
  },
  409: {
    status: 409,
    name: 'Conflict',
    title: 'Conflict',
    when: 'The change is not allowed in the current state, or duplicates an existing resource, or a request with the same `Idempotency-Key` is still running. Nothing changed.',
    example: { status: false, code: 409, message: 'A lease already exists for this application.' },
  },
  413: {
    status: 413,
    name: 'PayloadTooLarge',
    title: 'Payload Too Large',
    when: 'The body is larger than 256 KiB.',
    example: { status: false, code: 413, message: 'The request body is larger than 256 KiB.' },
  },
  415: {
    status: 415,
    name: 'UnsupportedMediaType',
    title: 'Unsupported Media Type',
    when: 'A body was expected but `Content-Type` is not `application/json`.',
    example: { status: false, code: 415, message: 'The request body must be JSON (Content-Type: application/json).' },
  },
  422: {
    status: 422,
    name: 'ValidationFailed',
    title: 'Unprocessable Content',
    when: 'Validation failed. `errors` maps every offending field path to its messages; enumerations name their allowed values.',
    example: {
      status: false,
      code: 422,
      message: 'The given data was invalid.',
      errors: { per_page: ['The per page must be a whole number from 1 to 100.'] },
    },
  },
  429: {
    status: 429,
    name: 'TooManyRequests',
    title: 'Too Many Requests',
    when: 'Rate limited. Retry after the number of seconds in `Retry-After`.',
    headers: { 'Retry-After': 'Seconds to wait before retrying.' },
    example: { status: false, code: 429, message: 'Too many requests. Try again later.' },
  },
  500: {
    status: 500,
    name: 'ServerError',
    title: 'Internal Server Error',
    when: 'Unexpected failure. The body carries no details, only the request id to quote to support.',
    example: { status: false, code: 500, message: 'Server error. Quote request id 6f1c2b9e-… when contacting support.' },
  },
  502: {
    status: 502,
    name: 'ProcessorUnavailable',
    title: 'Bad Gateway (payment processor)',
    when: 'The payment processor failed transiently. Retry after `Retry-After` seconds; `payment_id` is the payment as recorded (failed, or pending when the processor did not answer).',
    headers: { 'Retry-After': 'Seconds to wait before retrying.' },
    example: { status: false, code: 502, message: 'The payment processor could not complete the charge. Nothing was charged; try again shortly.', payment_id: '0b7c…' },
  },
  503: {
    status: 503,
    name: 'ServiceUnavailable',
    title: 'Service Unavailable',
    when: 'The database is unavailable. Retry after `Retry-After` seconds.',
    headers: { 'Retry-After': 'Seconds to wait before retrying.' },
    example: { status: false, code: 503, message: 'The service is temporarily unavailable. Try again shortly.' },
  },
};

export const errorStatuses = Object.keys(errorDocs).map(Number) as ErrorStatus[];
