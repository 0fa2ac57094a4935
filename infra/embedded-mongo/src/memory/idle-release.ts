import type { Logger } from '../logger';

/**
 * Hands memory the process has freed back to the operating system (the CLI's: release-memory.ts).
 * Without it, after a bulk load or an index build the server stays at the resident size of its peak:
 * about 500 MB for 100,000 orders, against about 250 MB after a release.
 */
export type ReleaseMemory = () => void | Promise<void>;

export interface IdleReleaseOptions {
  release: ReleaseMemory;
  logger: Logger;
  /** How long no request may run before memory is released. */
  idleMs: number;
  /** Resident growth since the last release (or start) that makes a release worth its pause. */
  growthBytes: number;
  /** The process's resident size in bytes (a parameter so tests can drive it). */
  rss?: () => number;
}

/**
 * Releases memory once the server has been idle for a while after its resident size grew: the pause
 * (up to a few hundred ms at 100,000 documents) then falls where no request waits on it, and happens
 * once per burst of work, not on a schedule.
 */
export class IdleRelease {
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private releasing = false;
  private baseline: number;
  private readonly rss: () => number;

  constructor(private readonly opts: IdleReleaseOptions) {
    this.rss = opts.rss ?? (() => process.memoryUsage.rss());
    this.baseline = this.rss();
  }

  /** A request started: no release may run until it ends. */
  begin(): void {
    this.inFlight += 1;
  }

  /** A request ended (or the server finished work of its own, such as a restart's recovery). */
  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) return;
    if (this.timer) {
      this.timer.refresh();
      return;
    }
    this.timer = setTimeout(() => void this.whenIdle(), this.opts.idleMs);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async whenIdle(): Promise<void> {
    this.timer = undefined;
    if (this.inFlight > 0 || this.releasing) return;
    const before = this.rss();
    if (before - this.baseline < this.opts.growthBytes) return;
    const started = performance.now();
    this.releasing = true;
    try {
      await this.opts.release();
    } catch (err) {
      this.opts.logger.warn(
        `idle memory release failed: ${err instanceof Error ? err.message : String(err)}`,
      );
      return;
    } finally {
      this.releasing = false;
      // What is resident after a release is live data: the next release waits for growth beyond it.
      this.baseline = this.rss();
    }
    const mb = (n: number) => Math.round(n / 1048576);
    this.opts.logger.info(
      `idle: released memory, resident ${mb(before)} -> ${mb(this.baseline)} MB in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
