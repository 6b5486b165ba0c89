/** Typed errors the core throws; each door (API, server actions) maps them once. */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Resource not found.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'This action is not allowed for your role.') {
    super(message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

export class ValidationError extends DomainError {
  constructor(
    public readonly fieldErrors: FieldErrors,
    message = 'The given data was invalid.',
  ) {
    super(message);
  }

  static field(path: string, message: string): ValidationError {
    return new ValidationError({ [path]: [message] });
  }
}

/** What a limiter knew when it refused: the policy and the window's state, for RateLimit headers. */
export type RateLimitState = { policy: { name: string; limit: number; windowSeconds: number }; remaining: number; resetSeconds: number };

export class RateLimitedError extends DomainError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = 'Too many requests. Try again later.',
    public readonly limit?: RateLimitState,
  ) {
    super(message);
  }
}
