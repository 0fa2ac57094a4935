import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 20-40 ms per hash on
 * the machines this runs on, so a login costs one hash and a brute force costs as much per guess.
 */
export const ARGON2_PARAMS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export type Argon2Params = typeof ARGON2_PARAMS;

/** Hashes and checks passwords. The hash never leaves svc-auth: not in responses, logs or events. */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(readonly params: Argon2Params = ARGON2_PARAMS) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.params);
  }

  /**
   * Checks `password` against `hash`. With no hash (unknown user) it still runs one verification, against
   * a dummy hash with the same parameters, so the answer takes the same time whether the user exists.
   */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await this.dummyHash());
    let ok: boolean;
    try {
      ok = await argon2.verify(target, password);
    } catch {
      ok = false; // a corrupt stored hash is a failed login, never a 500 that tells the caller more
    }
    return hash !== undefined && ok;
  }

  /** True when a stored hash was made with other parameters (rehashed at the next successful login). */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.params);
    } catch {
      return true;
    }
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= argon2.hash(randomBytes(32).toString('base64'), this.params);
    return this.dummy;
  }
}
