import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** svc-auth's keys could not be fetched: the token may be valid, so this is not the caller's fault. */
export class KeysUnavailable extends Error {}

export interface RemoteKeySetOptions {
  /** svc-auth's JWKS endpoint. */
  url: string;
  /**
   * At most one fetch starts per this many ms, however many tokens with unknown key ids arrive (an attacker
   * cannot make svc-auth serve more); an unknown key id waits for the next allowed fetch. Default 1 s.
   */
  cooldownMs?: number;
  /** A fetch taking longer counts as failed. Default 2 s. */
  timeoutMs?: number;
  /** A key set older than this is fetched again before use, so removed keys stop verifying. Default 10 min. */
  maxAgeMs?: number;
}

/**
 * svc-auth's public keys, fetched over HTTP and cached. What it answers for a token's key id:
 * - a cached key: that key (no fetch while the set is younger than `maxAgeMs`);
 * - an unknown key id: decided by a fetch that is in flight or starts after the token arrived, never by an
 *   older one, so it is "no such key" (401) only when svc-auth answered without it, and `KeysUnavailable`
 *   (503) when svc-auth could not be reached. Within the cooldown after a *failed* fetch it is
 *   `KeysUnavailable` at once: svc-auth was unreachable a moment ago and failing closed costs nothing;
 *   within the cooldown after a successful one it waits for the next fetch, because svc-auth may have
 *   gained the key (rotation) or gone away since.
 * (jose's remote set answered an unknown key id "no such key" from its cache for 5 s after each fetch, even
 * while svc-auth was down, and did not space out failed fetches at all.)
 */
export class RemoteKeySet {
  private readonly cooldownMs: number;
  private readonly timeoutMs: number;
  private readonly maxAgeMs: number;
  private local: JWTVerifyGetKey | undefined;
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private attemptedAt = Number.NEGATIVE_INFINITY;
  /** Why the last fetch failed; undefined after a success. */
  private lastFailure: { error: unknown } | undefined;
  private inFlight: Promise<void> | undefined;
  /** The next fetch, shared by every request waiting out the cooldown. */
  private scheduled: Promise<void> | undefined;

  constructor(private readonly options: RemoteKeySetOptions) {
    this.cooldownMs = options.cooldownMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  }

  /** For jose's `jwtVerify`. @throws KeysUnavailable when the key set needed cannot be fetched. */
  readonly getKey: JWTVerifyGetKey = async (header, token) => {
    if (!this.local || Date.now() - this.fetchedAt > this.maxAgeMs) await this.refresh();
    try {
      return await this.local!(header, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      await this.refresh();
      return this.local!(header, token);
    }
  };

  /** @throws KeysUnavailable when the set cannot be fetched now. */
  private async refresh(): Promise<void> {
    try {
      await this.nextFetch();
    } catch (err) {
      throw new KeysUnavailable('cannot fetch the JWKS', { cause: err });
    }
  }

  private nextFetch(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const wait = this.attemptedAt + this.cooldownMs - Date.now();
    if (wait <= 0) return this.fetch();
    if (this.lastFailure) return Promise.reject(this.lastFailure.error);
    this.scheduled ??= new Promise<void>((resolve) => setTimeout(resolve, wait).unref()).then(() => {
      this.scheduled = undefined;
      return this.inFlight ?? this.fetch();
    });
    return this.scheduled;
  }

  private fetch(): Promise<void> {
    this.attemptedAt = Date.now();
    const attempt = (async () => {
      try {
        const res = await fetch(this.options.url, {
          signal: AbortSignal.timeout(this.timeoutMs),
          redirect: 'manual',
          headers: { accept: 'application/json, application/jwk-set+json' },
        });
        if (res.status !== 200) throw new Error(`the JWKS answered ${res.status}`);
        // createLocalJWKSet refuses anything that is not a key set.
        this.local = createLocalJWKSet((await res.json()) as JSONWebKeySet);
        this.fetchedAt = Date.now();
        this.lastFailure = undefined;
      } catch (err) {
        this.lastFailure = { error: err };
        throw err;
      } finally {
        this.inFlight = undefined;
      }
    })();
    this.inFlight = attempt;
    return attempt;
  }
}
