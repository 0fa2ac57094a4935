import type { AnyEventEnvelope, RevocationSnapshot } from '@voltdesk/contracts';

interface UserCutoff {
  /** Every token of the user issued up to this instant (ms) is revoked ... */
  beforeMs: number;
  /** ... except this one: the session that changed the password stays signed in. */
  keepJti?: string;
}

/**
 * Revoked tokens, held in memory by every instance of every service. svc-auth's database is the source of
 * truth: `RevocationSync` loads its snapshot at start and keeps it current; the `auth.*` events, when the
 * broker is up, only bring a revocation sooner.
 * - a logout revokes one token id until it would have expired anyway;
 * - a deactivation, a password change or "sign out everywhere" revokes every token of that user issued up
 *   to that instant (a password change keeps the session that made it).
 * Revocations only ever grow: merging a snapshot or an event can never make a revoked token valid again.
 */
export class TokenDenylist {
  private readonly revokedJtis = new Map<string, number>();
  private readonly revokedBefore = new Map<string, UserCutoff>();

  revokeToken(jti: string, expiresAtMs: number): void {
    this.revokedJtis.set(jti, Math.max(expiresAtMs, this.revokedJtis.get(jti) ?? 0));
  }

  /** A later cut-off replaces an earlier one (and its kept session); the same instant again changes nothing. */
  revokeUserTokensBefore(userId: string, instantMs: number, keepJti?: string): void {
    const current = this.revokedBefore.get(userId);
    if (current && current.beforeMs >= instantMs) return;
    this.revokedBefore.set(userId, keepJti ? { beforeMs: instantMs, keepJti } : { beforeMs: instantMs });
  }

  /** `issuedAtSec` is the JWT `iat` (seconds): a token from the very second of a revocation is revoked too. */
  isRevoked(jti: string, userId: string, issuedAtSec: number): boolean {
    if (this.revokedJtis.has(jti)) return true;
    const cutoff = this.revokedBefore.get(userId);
    if (!cutoff || cutoff.keepJti === jti) return false;
    return issuedAtSec <= Math.floor(cutoff.beforeMs / 1000);
  }

  /** Applies an event from `auth.user.v1` / `auth.session.v1`; other events are ignored. */
  apply(event: AnyEventEnvelope): void {
    if (event.type === 'session.revoked') {
      this.revokeToken(event.data.jti, Date.parse(event.data.expires_at));
    } else if (event.type === 'user.status_changed') {
      this.revokeUserTokensBefore(event.data.id, Date.parse(event.data.revoked_before));
    }
  }

  /** Merges svc-auth's snapshot of every revocation still in force. */
  load(snapshot: RevocationSnapshot): void {
    for (const t of snapshot.tokens) this.revokeToken(t.jti, Date.parse(t.expires_at));
    for (const u of snapshot.users) {
      this.revokeUserTokensBefore(u.id, Date.parse(u.revoked_before), u.keep_jti);
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
