import type { RevocationSnapshot } from '@voltdesk/contracts';
import type { Principal, TokenDenylist, Clock } from '@voltdesk/service-kit';
import type { RevokedTokenModel } from './revoked-token-model';
import type { UserModel } from './user-model';

/** Longest token lifetime `JWT_TTL` allows: a cut-off older than this can no longer match a live token. */
export const MAX_TOKEN_LIFETIME_MS = 30 * 24 * 3600_000;

export interface RevocationsDeps {
  users: UserModel;
  revokedTokens: RevokedTokenModel;
  denylist: TokenDenylist;
  clock: Clock;
}

/**
 * svc-auth's database is the source of truth for revoked tokens: a logout is a `revoked_tokens` row, a
 * per-user cut-off is `users.revoked_before` (+ the one session kept). Every write here is also applied
 * to this instance's denylist at once; other instances and services load `snapshot()` and keep polling it.
 */
export class Revocations {
  constructor(private readonly deps: RevocationsDeps) {}

  /** Revokes one token until its expiry (logout). Idempotent. */
  async revokeToken(principal: Principal): Promise<void> {
    const expiresAt = new Date(principal.exp * 1000);
    await this.deps.revokedTokens.updateOne(
      { _id: principal.jti },
      { $setOnInsert: { user_id: principal.id, expires_at: expiresAt } },
      { upsert: true },
    );
    this.deps.denylist.revokeToken(principal.jti, expiresAt.getTime());
  }

  /**
   * Revokes every token of the user issued up to now, except `keepJti` (the session that changed the
   * password). Conditional on the stored cut-off being older, so a racing earlier cut-off never wins.
   * @returns the cut-off instant.
   */
  async revokeUserTokens(userId: string, keepJti?: string): Promise<Date> {
    const now = this.deps.clock.now();
    await this.deps.users.updateOne(
      { _id: userId, $or: [{ revoked_before: null }, { revoked_before: { $lt: now } }] },
      { $set: { revoked_before: now, revoked_keep_jti: keepJti ?? null } },
    );
    this.deps.denylist.revokeUserTokensBefore(userId, now.getTime(), keepJti);
    return now;
  }

  /** Every revocation still in force: what `GET /internal/revocations` answers. */
  async snapshot(): Promise<RevocationSnapshot> {
    const now = this.deps.clock.now();
    const [tokens, users] = await Promise.all([
      this.deps.revokedTokens.find({ expires_at: { $gt: now } }, { expires_at: 1 }).lean(),
      this.deps.users
        .find(
          { revoked_before: { $gt: new Date(now.getTime() - MAX_TOKEN_LIFETIME_MS) } },
          { revoked_before: 1, revoked_keep_jti: 1 },
        )
        .lean(),
    ]);
    return {
      tokens: tokens.map((t) => ({ jti: t._id, expires_at: t.expires_at.toISOString() })),
      users: users.map((u) => ({
        id: String(u._id),
        revoked_before: u.revoked_before!.toISOString(),
        ...(u.revoked_keep_jti ? { keep_jti: u.revoked_keep_jti } : {}),
      })),
    };
  }
}
