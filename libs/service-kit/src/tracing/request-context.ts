import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id (`X-Request-Id`) of the work in progress, carried through async calls so that an event
 * written during a request takes it to Kafka (the `x-request-id` record header, see `toOutboxRecord`) and
 * a consumer's log lines for that event name it. Unlike trace context it is always on: it costs one
 * AsyncLocalStorage entry per request and lets an operator follow one request from the access log into
 * svc-notify's log without a tracing backend.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The Kafka record header that carries the request id of the write that caused an event. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like (the app factory's rule): anything else is replaced, never logged. */
const REQUEST_ID = /^[\w-]{1,64}$/;
export const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && REQUEST_ID.test(value);

/** Runs `work` with `requestId` as the current request id (an HTTP request, or an event it caused). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return isRequestId(requestId) ? storage.run({ requestId }, work) : work();
}

/** The request id of the work in progress, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** The trace id of a W3C `traceparent` (`00-<trace id>-<span id>-<flags>`), if it is one. */
export function traceIdOf(traceparent: string | undefined): string | undefined {
  const match = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/.exec(traceparent ?? '');
  return match && !/^0+$/.test(match[1]!) ? match[1] : undefined;
}
