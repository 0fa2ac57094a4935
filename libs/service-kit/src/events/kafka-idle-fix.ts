/**
 * kafkajs 2.2.4's per-connection request queue re-arms a timer after every check even when no request
 * waits and the broker throttles nothing: its delay is then `throttledUntil - now`, a large negative
 * number, which Node runs after 1 ms. So every broker connection (each consumer, the producer) wakes its
 * process a thousand times a second forever after its first answer: about 0.5% of a core per idle
 * service, most of what an idle stack burnt. The check only has work when requests wait (too many in
 * flight, or a throttle): this schedules it only then, exactly as kafkajs does in that case. `push` and
 * every answer call the check themselves, so nothing that waits is left unchecked.
 */

/** The fields of kafkajs's RequestQueue this replacement reads (kafkajs ships no types for it). */
interface RequestQueueInternals {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** kafkajs's own pause between checks while requests wait on in-flight ones. */
const CHECK_PENDING_REQUESTS_INTERVAL = 10;

let applied = false;

/** Replaces the method once per process (idempotent); kafkajs is loaded by then anyway. */
export function applyKafkaIdleFix(): void {
  if (applied) return;
  applied = true;
  // A deep path: kafkajs has no `exports` map, and the class is not part of its public API.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const RequestQueue = require('kafkajs/src/network/requestQueue') as {
    prototype: RequestQueueInternals;
  };
  RequestQueue.prototype.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(
    this: RequestQueueInternals,
  ) {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
    const throttledFor = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      throttledFor > 0 ? throttledFor : CHECK_PENDING_REQUESTS_INTERVAL,
    );
  };
}
