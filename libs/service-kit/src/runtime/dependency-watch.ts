import { Gauge, type Registry } from 'prom-client';
import type { DependencyHealth, WatchedDependency } from '../app/create-app';

/**
 * Checks a dependency the service can ride out (the broker: the outbox holds events; SMTP: sends are
 * retried) in the background and remembers the answer: every 10 s while it is down, every minute while it
 * answers (an outage is noticed within a minute; a recovery within 10 s). `/healthz` reports it and `dependency_up` exports
 * it, but it never gates `/readyz`: an outage must not take every instance out of the load balancer.
 */
export class DependencyWatch implements WatchedDependency {
  private last: DependencyHealth = { up: false, checked_at: null, error: 'not checked yet' };
  private timer: NodeJS.Timeout | undefined;
  private readonly gauge: Gauge<'dependency'>;

  constructor(
    private readonly name: string,
    private readonly check: () => Promise<unknown>,
    registry: Registry,
    private readonly options: {
      /** Pause between checks while the dependency is down (10 s). */
      intervalMs?: number;
      /** Pause between checks while it answers (60 s): each check opens and closes a connection. */
      upIntervalMs?: number;
      timeoutMs?: number;
    } = {},
  ) {
    const existing = registry.getSingleMetric('dependency_up') as Gauge<'dependency'> | undefined;
    this.gauge =
      existing ??
      new Gauge({
        name: 'dependency_up',
        help: 'Whether a dependency answered its last check (1) or not (0)',
        labelNames: ['dependency'],
        registers: [registry],
      });
  }

  start(): this {
    const loop = async () => {
      const { up } = await this.probe();
      const pause = up
        ? (this.options.upIntervalMs ?? Math.max(60_000, this.options.intervalMs ?? 0))
        : (this.options.intervalMs ?? 10_000);
      this.timer = setTimeout(() => void loop(), pause);
      this.timer.unref();
    };
    void loop();
    return this;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Runs the check once, bounded by the timeout. */
  async probe(): Promise<DependencyHealth> {
    const timeoutMs = this.options.timeoutMs ?? 5_000;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.check(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      this.last = { up: true, checked_at: new Date().toISOString() };
    } catch (err) {
      this.last = {
        up: false,
        checked_at: new Date().toISOString(),
        error: err instanceof Error ? err.message : String(err),
      };
    } finally {
      clearTimeout(timeout);
    }
    this.gauge.set({ dependency: this.name }, this.last.up ? 1 : 0);
    return this.last;
  }

  report(): DependencyHealth {
    return this.last;
  }
}
