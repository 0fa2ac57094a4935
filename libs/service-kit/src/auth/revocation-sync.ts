import { Gauge, type Registry } from 'prom-client';
import type { Logger } from 'pino';
import {
  createSchemaValidator,
  revocationSnapshotSchema,
  type RevocationSnapshot,
} from '@voltdesk/contracts';
import { ServiceUnavailableError } from '../errors/http-errors';
import type { TokenDenylist } from './denylist';

/** Where the revocation state comes from: svc-auth over HTTP, or (svc-auth itself) its own database. */
export type RevocationSource = () => Promise<RevocationSnapshot>;

export interface RevocationSyncOptions {
  denylist: TokenDenylist;
  source: RevocationSource;
  logger: Logger;
  registry?: Registry;
  /** How often the state is reloaded while admin calls come in. */
  intervalMs?: number;
  /**
   * Longest pause between reloads once no admin call has come for `idleAfterMs`: the pause doubles from
   * `intervalMs` up to this. An admin call that finds the state older than `maxAgeMs` reloads it first.
   */
  idleIntervalMs?: number;
  /** How long after the last admin call the reloads start backing off. */
  idleAfterMs?: number;
  /**
   * Oldest state this instance may verify admin calls against; older (or never loaded) means 503. This is
   * the revocation window: a revocation committed in svc-auth is enforced here within `maxAgeMs`.
   */
  maxAgeMs?: number;
  now?: () => number;
}

export const REVOCATION_DEFAULTS = {
  intervalMs: 1000,
  maxAgeMs: 4000,
  idleIntervalMs: 30_000,
  idleAfterMs: 30_000,
} as const;

const STATE_UNKNOWN = 'Cannot verify sessions right now. Please try again shortly.';

/**
 * Keeps a denylist equal to svc-auth's revocation state: loads it at start and reloads it every
 * `intervalMs` while admin calls come in. While the state is older than `maxAgeMs` (svc-auth or its
 * database unreachable, or not loaded yet) the service cannot know whether a token was revoked, so admin
 * calls fail closed with 503; public calls never look at tokens and are unaffected.
 *
 * An idle instance has nobody to enforce revocations on, so with no admin call for `idleAfterMs` the
 * reloads back off (the pause doubles up to `idleIntervalMs`): a stack nobody uses stays quiet. The window
 * holds all the same, because the first admin call that finds the state older than `maxAgeMs` waits for a
 * reload (`ensureCurrent`) and is verified against a state loaded after it arrived, or refused with 503.
 */
export class RevocationSync {
  private readonly intervalMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** When the newest successful load was *asked for*: the state is at least that recent. */
  private loadedAt: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** When the pending reload is due (ms, `now()`'s clock). */
  private dueAt = 0;
  private pauseMs: number;
  private lastAdminCall: number;
  private loading: Promise<void> | undefined;
  private stopped = true;
  private failures = 0;
  private readonly idleIntervalMs: number;
  private readonly idleAfterMs: number;

  constructor(private readonly options: RevocationSyncOptions) {
    this.intervalMs = options.intervalMs ?? REVOCATION_DEFAULTS.intervalMs;
    this.maxAgeMs = options.maxAgeMs ?? REVOCATION_DEFAULTS.maxAgeMs;
    this.now = options.now ?? Date.now;
    this.idleIntervalMs = Math.max(
      this.intervalMs,
      options.idleIntervalMs ?? REVOCATION_DEFAULTS.idleIntervalMs,
    );
    this.idleAfterMs = options.idleAfterMs ?? REVOCATION_DEFAULTS.idleAfterMs;
    this.pauseMs = this.intervalMs;
    this.lastAdminCall = this.now();
    if (options.registry) {
      const age = () => (this.loadedAt === undefined ? -1 : (this.now() - this.loadedAt) / 1000);
      new Gauge({
        name: 'revocation_state_age_seconds',
        help: 'Age of the token-revocation state this instance verifies against (-1: never loaded)',
        registers: [options.registry],
        collect() {
          this.set(age());
        },
      });
    }
  }

  /** Loads once now, then keeps reloading in the background until `stop`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.lastAdminCall = this.now();
    void this.loop();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async loop(): Promise<void> {
    this.timer = undefined;
    await this.reload().catch(() => undefined);
    if (this.stopped) return;
    const idle = this.now() - this.lastAdminCall >= this.idleAfterMs;
    this.pauseMs = idle ? Math.min(this.idleIntervalMs, this.pauseMs * 2) : this.intervalMs;
    this.schedule(this.pauseMs);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = this.now() + delayMs;
    this.timer = setTimeout(() => void this.loop(), delayMs);
    this.timer.unref();
  }

  /** One load at a time: an admin call arriving during a reload waits for that one. */
  private reload(): Promise<void> {
    this.loading ??= this.syncNow().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /**
   * For the token verifier, before it accepts an admin call: an admin call is activity (reloads go back
   * to every `intervalMs`), and a state older than `maxAgeMs` is reloaded before the call is judged.
   * @throws ServiceUnavailableError (503) when the state still is not current (svc-auth unreachable).
   */
  async ensureCurrent(): Promise<void> {
    this.lastAdminCall = this.now();
    if (!this.stopped && this.timer && this.dueAt - this.now() > this.intervalMs) {
      this.pauseMs = this.intervalMs;
      this.schedule(this.intervalMs);
    }
    if (!this.current && !this.stopped) await this.reload().catch(() => undefined);
    this.assertCurrent();
  }

  /** @throws the source's error (logged once per outage, then every 30th failure). */
  async syncNow(): Promise<void> {
    const askedAt = this.now();
    try {
      const snapshot = await this.options.source();
      this.options.denylist.load(snapshot);
      this.options.denylist.prune(askedAt);
      if (this.loadedAt === undefined || askedAt > this.loadedAt) this.loadedAt = askedAt;
      if (this.failures > 0) this.options.logger.info('revocation state reachable again');
      this.failures = 0;
    } catch (err) {
      if (this.failures % 30 === 0) {
        this.options.logger.warn({ err, failures: this.failures }, 'cannot load the revocation state');
      }
      this.failures += 1;
      throw err;
    }
  }

  get current(): boolean {
    return this.loadedAt !== undefined && this.now() - this.loadedAt <= this.maxAgeMs;
  }

  /** @throws ServiceUnavailableError (503) while the state is missing or older than `maxAgeMs`. */
  assertCurrent(): void {
    if (!this.current) throw new ServiceUnavailableError(STATE_UNKNOWN);
  }

  /**
   * For `/readyz`: not ready until the first load only. Readiness means "can serve what this pod serves",
   * and public calls never read tokens: a pod whose state has gone stale (svc-auth down) keeps serving the
   * public site while `assertCurrent` answers its admin calls 503. Failing readiness on staleness took every
   * replica of every service out of its Service at once during a svc-auth outage, public pages included.
   * A pod that never loaded the state is kept out, so a fresh pod does not take admin traffic it can only
   * refuse while its older siblings could answer it. `revocation_state_age_seconds` shows the staleness.
   */
  readiness = async (): Promise<void> => {
    if (this.loadedAt === undefined) throw new Error('revocation state not loaded yet');
  };
}

/**
 * svc-auth's revocation snapshot over HTTP, checked against the contract's schema (a malformed answer is
 * a failed load, never an empty denylist).
 * @throws on a network error, a timeout, a non-200 answer or a body that does not match the schema.
 */
export function httpRevocationSource(url: string, timeoutMs = 1500): RevocationSource {
  const validate = createSchemaValidator({}, [revocationSnapshotSchema]).getSchema(
    revocationSnapshotSchema.$id,
  )!;
  return async () => {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const body: unknown = await res.json();
    if (!validate(body)) throw new Error(`${url} answered a body that is not a revocation snapshot`);
    return body as RevocationSnapshot;
  };
}

/** svc-auth serves its snapshot beside its JWKS: the same origin as `JWKS_URL`. */
export const revocationsUrlFrom = (jwksUrl: string): string => new URL(REVOCATIONS_PATH, jwksUrl).toString();

export const REVOCATIONS_PATH = '/internal/revocations';
