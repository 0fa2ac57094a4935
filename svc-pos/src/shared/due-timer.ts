import type { Logger } from 'pino';

/** Timed work that reads what is due from the database and does it (monthly statements, recurring invoices). */
export interface DueRun {
  runDue(): Promise<unknown>;
}

/**
 * Asks `run.runDue()` every `everyMs` (and once at start). Timed work holds nothing: a tick only asks what
 * is due, which the run reads from the database and claims under a unique key, so a restart or a second
 * replica loses and doubles nothing. A failed tick is logged and retried at the next one.
 */
export class DueTimer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly run: DueRun,
    private readonly logger: Logger,
    private readonly what: string,
    private readonly everyMs = 5 * 60_000,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.run
        .runDue()
        .catch((err: unknown) => this.logger.error({ err }, `${this.what} run failed; retried next tick`))
        .finally(() => {
          this.running = undefined;
          if (this.timer !== undefined) this.timer = setTimeout(tick, this.everyMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
