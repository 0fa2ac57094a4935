import type { ChildProcess } from 'node:child_process';

export type ChildState = 'starting' | 'running' | 'restarting' | 'failed' | 'stopped';

export interface ChildSpec {
  name: string;
  /** Ports it listens on, for `npm run status` and the port checks. */
  ports: number[];
  /** A word of its command line that identifies it in `ps` (orphan clean-up never kills a stranger). */
  signature: string;
  /** Spawns it; resolves once the process exists (not necessarily ready). */
  launch(): Promise<ChildProcess> | ChildProcess;
  /** True once it serves. */
  ready(): Promise<boolean>;
}

export interface RestartPolicy {
  /** First restart delay; doubles with every crash in a row, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** This many crashes within `windowMs` and the child is given up on, loudly. */
  maxCrashes: number;
  windowMs: number;
  /** Up this long and the next crash starts the backoff afresh. */
  stableMs: number;
  /** Longest wait for readiness, at start and after each restart. */
  readyTimeoutMs: number;
  /** SIGTERM, then SIGKILL after this long. */
  stopGraceMs: number;
}

export const defaultPolicy: RestartPolicy = {
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxCrashes: 5,
  windowMs: 5 * 60_000,
  stableMs: 60_000,
  readyTimeoutMs: 120_000,
  stopGraceMs: 10_000,
};

export interface ChildStatus {
  name: string;
  pid: number | undefined;
  ports: number[];
  signature: string;
  state: ChildState;
  /** When the current process started (ms since the epoch). */
  startedAt: number | undefined;
  restarts: number;
}

/**
 * One child of the local stack, kept running: a crash is logged and followed by a restart after an
 * exponential backoff; a child that keeps crashing is reported and left down instead of being retried
 * forever in silence. `onChange` hears every state change (the supervisor writes it to the state file).
 */
export class SupervisedProcess {
  private child: ChildProcess | undefined;
  private state: ChildState = 'stopped';
  private startedAt: number | undefined;
  private restarts = 0;
  private crashes: number[] = [];
  private inARow = 0;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly spec: ChildSpec,
    private readonly log: (line: string) => void,
    private readonly onChange: () => void,
    private readonly policy: RestartPolicy = defaultPolicy,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  status(): ChildStatus {
    return {
      name: this.spec.name,
      pid: this.child?.pid,
      ports: this.spec.ports,
      signature: this.spec.signature,
      state: this.state,
      startedAt: this.startedAt,
      restarts: this.restarts,
    };
  }

  /** Starts it and waits until it is ready. Throws when it exits or times out first (no restart then). */
  async start(): Promise<void> {
    this.set('starting');
    await this.launchAndWait();
    this.set('running');
  }

  /** SIGTERM, then SIGKILL after the grace period; never restarts it afterwards. */
  async stop(graceMs = this.policy.stopGraceMs): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const kill = setTimeout(() => {
        this.log(`did not stop within ${graceMs / 1000} s: killed`);
        child.kill('SIGKILL');
      }, graceMs);
      await exited;
      clearTimeout(kill);
    }
    this.set('stopped');
  }

  /** Immediate SIGKILL (a second Ctrl-C). */
  kill(): void {
    this.stopping = true;
    clearTimeout(this.timer);
    this.child?.kill('SIGKILL');
  }

  private async launchAndWait(): Promise<void> {
    const child = await this.spec.launch();
    this.child = child;
    this.startedAt = Date.now();
    let exited = child.exitCode !== null || child.signalCode !== null;
    child.once('exit', (code, signal) => {
      exited = true;
      this.onExit(child, code, signal);
    });
    this.onChange();
    const deadline = Date.now() + this.policy.readyTimeoutMs;
    for (;;) {
      if (exited) throw new Error(`${this.spec.name} exited before it was ready`);
      if (await this.spec.ready().catch(() => false)) return;
      if (Date.now() > deadline)
        throw new Error(`${this.spec.name} not ready after ${this.policy.readyTimeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    // While starting or restarting, launchAndWait sees the exit itself.
    if (child !== this.child || this.stopping || this.state !== 'running') return;
    this.crashed(signal ? `killed by ${signal}` : `exited with code ${code}`);
  }

  private crashed(how: string): void {
    const now = Date.now();
    const upFor = now - (this.startedAt ?? now);
    this.inARow = upFor >= this.policy.stableMs ? 1 : this.inARow + 1;
    this.crashes = [...this.crashes.filter((t) => now - t < this.policy.windowMs), now];
    if (this.crashes.length >= this.policy.maxCrashes) {
      this.set('failed');
      this.log(
        `${how}. It crashed ${this.crashes.length} times in ${Math.round(this.policy.windowMs / 60_000)} min: ` +
          'giving up on it. Its last lines are above; fix the cause, then `npm stop` and `npm start`.',
      );
      return;
    }
    const delay = Math.min(this.policy.baseDelayMs * 2 ** (this.inARow - 1), this.policy.maxDelayMs);
    this.set('restarting');
    this.log(`${how}; restarting in ${(delay / 1000).toFixed(1)} s (restart ${this.restarts + 1})`);
    this.timer = setTimeout(() => void this.restart(), delay);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    this.restarts++;
    const began = Date.now();
    try {
      await this.launchAndWait();
      if (this.stopping) return;
      this.set('running');
      this.log(`back after ${((Date.now() - began) / 1000).toFixed(1)} s (restart ${this.restarts})`);
    } catch (err) {
      if (this.stopping) return;
      const child = this.child;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      // A failed restart is one more crash: the same backoff and the same limit apply.
      this.crashed(`restart failed (${err instanceof Error ? err.message : String(err)})`);
    }
  }

  private set(state: ChildState): void {
    this.state = state;
    this.onChange();
  }
}
