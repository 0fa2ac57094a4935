import type { ContentChanges } from './changes';
import type { Clock } from './clock';

/**
 * Public reads (post list pages, pages, banner and service pages by slug) kept in memory and emptied by
 * any content write of this instance, like the landing data. `ttlMs` bounds how stale another replica's
 * copy can be (those writes have no event topic). Bounded in size: the oldest entry goes first.
 *
 * `nextPublish` tells when the next scheduled record goes live: everything cached is dropped then, so a
 * cached list or 404 never hides a record whose time has come. It is asked again after
 * each write and each such drop.
 */
export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  /** When the entries must go (ms), while known. */
  private horizon: Promise<number> | undefined;

  constructor(
    private readonly deps: {
      changes: ContentChanges;
      clock: Clock;
      ttlMs: number;
      maxEntries?: number;
      nextPublish?: () => Promise<Date | null>;
    },
  ) {
    deps.changes.on(() => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.horizon = undefined;
  }

  /** The cached value of `key`, or `load()`'s (a failed load is not kept, so a 404 is never cached). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.deps.clock.now().getTime();
    if (now >= (await this.horizonMs())) this.clear();
    const hit = this.entries.get(key);
    if (hit && (this.deps.ttlMs === 0 || now - hit.at < this.deps.ttlMs)) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: now, value });
    if (this.entries.size > (this.deps.maxEntries ?? 1000)) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private horizonMs(): Promise<number> {
    const { nextPublish } = this.deps;
    if (!nextPublish) return Promise.resolve(Infinity);
    this.horizon ??= nextPublish().then(
      (at) => (at ? at.getTime() : Infinity),
      // Unknown: cache nothing until it can be asked again.
      () => {
        this.horizon = undefined;
        return -Infinity;
      },
    );
    return this.horizon;
  }
}
