import { defaultPolicy, SupervisedProcess, type ChildSpec, type RestartPolicy } from './supervised-process';
import { removeState, writeState, type StackState } from './stack-state';

/**
 * The children of one local stack, started in order and stopped in reverse, each kept running by its
 * SupervisedProcess. Every change is written to the state file that `npm stop`, `npm run status` and the
 * next `npm start` read.
 */
export class Supervisor {
  private readonly children: SupervisedProcess[] = [];
  private gateway: StackState['gateway'];
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataDir: string,
    private readonly checkout: string,
    private readonly logFor: (name: string) => (line: string) => void,
    private readonly policy: RestartPolicy = defaultPolicy,
  ) {}

  /** Starts a child and waits until it is ready; from then on it is restarted when it crashes. */
  async start(spec: ChildSpec): Promise<void> {
    const child = new SupervisedProcess(spec, this.logFor(spec.name), () => this.save(), this.policy);
    this.children.push(child);
    await child.start();
  }

  setGateway(gateway: NonNullable<StackState['gateway']>): void {
    this.gateway = gateway;
    this.save();
  }

  /**
   * Stops every child in reverse order (services drain before the database and broker go away), each with
   * its grace period, and the whole within `deadlineMs`: past it, whatever still runs is killed.
   */
  async stopAll(deadlineMs = 45_000): Promise<void> {
    const timer = setTimeout(() => this.killAll(), deadlineMs);
    for (const child of [...this.children].reverse()) await child.stop().catch(() => undefined);
    clearTimeout(timer);
    removeState(this.dataDir);
  }

  /** SIGKILL to every child at once (a second Ctrl-C, or the stop deadline passed). */
  killAll(): void {
    for (const child of this.children) child.kill();
  }

  private save(): void {
    writeState(this.dataDir, {
      supervisor: {
        pid: process.pid,
        startedAt: this.startedAt,
        checkout: this.checkout,
        signature: SUPERVISOR_SIGNATURE,
      },
      gateway: this.gateway,
      children: this.children.map((c) => c.status()),
    });
  }
}

/** What `ps` shows for a supervisor: its entry file. */
export const SUPERVISOR_SIGNATURE = 'infra/local/src/start.ts';
