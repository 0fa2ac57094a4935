import type { Middleware } from 'koa';
import { duplicateKeyToValidation, isDuplicateKey } from '../db/duplicate-key';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, ServiceUnavailableError, ValidationError } from './http-errors';
import { TOO_LARGE_MESSAGES } from './too-large';

/** Errors raised by koa-body (co-body, raw-body, formidable) before a handler runs. */
function fromBodyParser(err: {
  status?: number;
  type?: string;
  httpCode?: number;
  limit?: number;
}): HttpError | undefined {
  const status = err.httpCode ?? err.status;
  // raw-body (JSON, form-encoded) names its limit; formidable (multipart) answers with an httpCode.
  if (err.type === 'entity.too.large')
    return new HttpError(
      413,
      typeof err.limit === 'number' ? TOO_LARGE_MESSAGES.body(err.limit) : TOO_LARGE_MESSAGES.none,
    );
  if (err.httpCode === 413) return new HttpError(413, TOO_LARGE_MESSAGES.files);
  if (status === 413) return new HttpError(413, TOO_LARGE_MESSAGES.none);
  if (status === 415 || err.type === 'charset.unsupported')
    return new HttpError(415, 'Unsupported media type.');
  if (err instanceof SyntaxError || err.type === 'entity.parse.failed')
    return new HttpError(400, 'Malformed JSON body.');
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(400, 'Malformed request body.');
  return undefined;
}

/**
 * Maps every thrown error to the API envelope; unknown errors become a logged 500 without details. A
 * database that cannot be reached is an outage, not a defect: 503 with Retry-After, so clients and the
 * gateway's callers know to try again (nothing was written that the client was told about).
 */
export function errorMiddleware(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { message: 'Not found.' };
      }
    } catch (thrown) {
      let err: unknown = thrown;
      if (isDuplicateKey(err)) err = duplicateKeyToValidation(err);
      if (!(err instanceof HttpError)) err = fromBodyParser(err as object) ?? err;
      if (!(err instanceof HttpError) && isDatabaseUnavailable(err)) {
        ctx.state.log?.warn({ err }, 'database unavailable');
        err = new ServiceUnavailableError();
      }

      if (err instanceof ValidationError) {
        ctx.status = 422;
        ctx.body = { message: err.message, [err.errorsKey]: err.fields };
      } else if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.set(err.headers);
        ctx.body = { message: err.message };
      } else {
        ctx.state.log?.error({ err }, 'unhandled error');
        ctx.status = 500;
        ctx.body = { message: 'Server error.' };
      }
    }
  };
}
