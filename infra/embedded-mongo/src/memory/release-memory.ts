import type { Logger } from '../logger';
import type { ReleaseMemory } from './idle-release';
import { lastResortGc } from './last-resort-gc';
import { mallocTrim } from './malloc-trim';

/**
 * What the CLI does once idle after a burst of work: a full collection that returns V8's pooled pages,
 * then, once V8's background thread has freed the dead objects' buffers, malloc_trim for the holes they
 * leave in the C heap. After 100,000 orders: about 500 MB resident before, 250 MB after.
 */
export function serverMemoryRelease(logger: Logger): ReleaseMemory {
  const gc = lastResortGc();
  const trim = mallocTrim(logger);
  return async () => {
    gc();
    if (!trim) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
    trim();
  };
}
