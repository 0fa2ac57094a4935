import type { FieldErrors } from '@voltdesk/contracts';

/**
 * Domain errors. Services throw these; `errorMiddleware` alone turns them into the envelopes of
 * docs/architecture.md section 3, so no handler writes a status code or an error body by hand.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An error of one status whose message, unless given, is `fallback`; the domain errors below are these. */
function statusError(status: number, fallback: string) {
  return class extends HttpError {
    constructor(message = fallback) {
      super(status, message);
    }
  };
}

/** 422 with a per-field message map. `errorsKey` chooses where the map goes (`errors` for login/profile). */
export class ValidationError extends HttpError {
  constructor(
    readonly fields: FieldErrors,
    readonly errorsKey: 'data' | 'errors' = 'data',
    message = 'The given data was invalid.',
  ) {
    super(422, message);
  }
}

export class BadRequestError extends statusError(400, 'Malformed request.') {}

export class UnauthenticatedError extends HttpError {
  constructor() {
    super(401, 'Unauthenticated.');
  }
}

export class ForbiddenError extends statusError(403, 'This action is unauthorized.') {}

export class NotFoundError extends statusError(404, 'Not found.') {}

export class ConflictError extends statusError(409, 'The resource was changed by someone else.') {}

export class UnsupportedMediaTypeError extends statusError(415, 'Unsupported media type.') {}

export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') {
    super(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** 503: this instance cannot answer correctly right now (e.g. it cannot know which tokens are revoked). */
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Service temporarily unavailable. Please try again shortly.', retryAfterSeconds = 5) {
    super(503, message, { 'Retry-After': String(retryAfterSeconds) });
  }
}
