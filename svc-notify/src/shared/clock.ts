/**
 * The business clock: when a job falls due (`run_at`) and what "now" means for an alert. Injected so
 * tests drive minutes and days without waiting. Leases and throttling use wall time instead (they measure
 * whether a process is alive and how fast we talk to the SMTP server, which a test cannot fake).
 */
import type { Clock } from '@voltdesk/service-kit';

export { systemClock, type Clock } from '@voltdesk/service-kit';

/**
 * When an event happened (`at`, its envelope time), when it is handled (`now`, the business clock: work
 * it triggers is due from then), and whether it is too old to still send mail (a replayed log).
 */
export interface EventTiming {
  at: Date;
  now: Date;
  stale: boolean;
}

/** A clock that only moves when told to (tests, benchmarks). */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date | number = Date.now()) {
    this.ms = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
