import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '@/lib/core/errors';
import { MessageDeliveryError } from '@/lib/core/messaging/deliver-message';
import { PaymentDeclinedError, ProcessorUnavailableError } from '@/lib/core/payments/errors';
import { errorResponse } from './envelope';
import { logger } from '@/lib/logger';

/** Failures of the HTTP layer itself: bad JSON, wrong media type, oversized body, wrong method. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

// Connection-class failures (SQLSTATE 08xxx, admin shutdown 57P0x) and refused sockets mean the
// database is unreachable, which callers should retry, unlike a bug.
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause && isDatabaseUnavailable(cause)) return true;
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  return code.startsWith('08') || /^57P0[123]$/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT'].includes(code);
}

/** Maps anything thrown behind the API to the documented error envelope. Internals never leak. */
export function toErrorResponse(error: unknown, requestId: string): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, { headers: error.headers });
  if (error instanceof ValidationError) return errorResponse(422, error.message, { errors: error.fieldErrors });
  if (error instanceof UnauthenticatedError) return errorResponse(401, error.message, { headers: { 'WWW-Authenticate': 'Bearer' } });
  if (error instanceof ForbiddenError) return errorResponse(403, error.message);
  if (error instanceof NotFoundError) return errorResponse(404, error.message);
  if (error instanceof ConflictError) return errorResponse(409, error.message);
  if (error instanceof RateLimitedError)
    return errorResponse(429, error.message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) } });
  if (error instanceof PaymentDeclinedError)
    return errorResponse(402, error.message, { extra: { decline_code: error.declineCode, payment_id: error.paymentId } });
  if (error instanceof ProcessorUnavailableError)
    return errorResponse(502, error.message, { headers: { 'Retry-After': String(error.retryAfterSeconds) }, extra: { payment_id: error.paymentId } });
  if (error instanceof MessageDeliveryError)
    return errorResponse(503, error.message, { headers: { 'Retry-After': '60' } });
  if (error instanceof DomainError) return errorResponse(400, error.message);
  const cause = (error as { cause?: unknown })?.cause;
  if (isDatabaseUnavailable(error) || isDatabaseUnavailable(cause)) {
    logger.error('database unavailable', { requestId, code: (error as { code?: string }).code ?? (cause as { code?: string })?.code });
    return errorResponse(503, 'The service is temporarily unavailable. Try again shortly.', { headers: { 'Retry-After': '5' } });
  }
  logger.error('unhandled error', { requestId, error });
  return errorResponse(500, `Server error. Quote request id ${requestId} when contacting support.`);
}
