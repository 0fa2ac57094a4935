import type { AnyEventEnvelope } from '@voltdesk/contracts';

/**
 * Revoked tokens, held in memory by every instance of every service and fed from the `auth.*` topics
 * (read in full from the start of the retained log, see `startDenylistConsumer`).
 * - `session.revoked` (logout) revokes one token id until it would have expired anyway;
 * - `user.status_changed` revokes every token of that user issued before the change.
 */
export class TokenDenylist {
  private readonly revokedJtis = new Map<string, number>();
  private readonly revokedBefore = new Map<string, number>();

  revokeToken(jti: string, expiresAtMs: number): void {
    this.revokedJtis.set(jti, expiresAtMs);
  }

  revokeUserTokensBefore(userId: string, instantMs: number): void {
    this.revokedBefore.set(userId, Math.max(instantMs, this.revokedBefore.get(userId) ?? 0));
  }

  /** `issuedAtSec` is the JWT `iat` (seconds): a token from the very second of a revocation is revoked too. */
  isRevoked(jti: string, userId: string, issuedAtSec: number): boolean {
    if (this.revokedJtis.has(jti)) return true;
    const before = this.revokedBefore.get(userId);
    return before !== undefined && issuedAtSec <= Math.floor(before / 1000);
  }

  /** Applies an event from `auth.user.v1` / `auth.session.v1`; other events are ignored. */
  apply(event: AnyEventEnvelope): void {
    if (event.type === 'session.revoked') {
      this.revokeToken(event.data.jti, Date.parse(event.data.expires_at));
    } else if (event.type === 'user.status_changed') {
      this.revokeUserTokensBefore(event.data.id, Date.parse(event.data.revoked_before));
    }
  }

  /** Forgets token ids past their expiry: they fail verification on `exp` anyway. */
  prune(now = Date.now()): void {
    for (const [jti, exp] of this.revokedJtis) if (exp < now) this.revokedJtis.delete(jti);
  }

  get size(): number {
    return this.revokedJtis.size + this.revokedBefore.size;
  }
}
