import type { Context } from 'koa';

/**
 * Writes a success envelope (`{ data, message?, meta? }`, 201 for creates) on `ctx`, for `raw` endpoints
 * that answer outside `registerEndpoints`' typed replies (a pre-serialized, cached body; test services).
 */
export function respond(
  ctx: Context,
  data: unknown,
  options: { status?: number; message?: string; meta?: object } = {},
) {
  ctx.status = options.status ?? 200;
  ctx.body = {
    data,
    ...(options.message ? { message: options.message } : {}),
    ...(options.meta ? { meta: options.meta } : {}),
  };
}
