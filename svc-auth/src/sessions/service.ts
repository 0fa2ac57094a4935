import { isValidObjectId } from 'mongoose';
import type { LoginResponseData } from '@voltdesk/contracts';
import {
  pushEvents,
  ValidationError,
  type Principal,
  type RateLimiter,
  type TokenDenylist,
} from '@voltdesk/service-kit';
import { userEvent, type Clock, type OutboxNotifier } from '../shared/events';
import { minutesText, withLockoutMessage } from '../shared/lockout';
import type { PasswordHasher } from '../shared/passwords';
import type { SigningKeys } from '../shared/signing-keys';
import { normalizeEmail, type UserModel } from '../shared/user-model';

export const LOGIN_MESSAGES = {
  notMatch: 'These credentials do not match our records.',
  inactive: 'Your account is inactive. Please contact an administrator.',
  lockout: (minutes: number) => `Too many login attempts. Please try again in ${minutesText(minutes)}.`,
} as const;

/** Failed logins allowed per e-mail and per client address within the window (ARCHITECTURE.md section 4). */
export const LOGIN_LIMITS = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

export interface SessionServiceDeps {
  users: UserModel;
  hasher: PasswordHasher;
  keys: SigningKeys;
  denylist: TokenDenylist;
  emailLimiter: RateLimiter;
  addressLimiter: RateLimiter;
  outbox: OutboxNotifier;
  clock: Clock;
  tokenTtlSeconds: number;
}

/** Sign-in and sign-out. */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /**
   * Checks the credentials and issues an access token.
   * @throws TooManyRequestsError (429) while the e-mail or the client address is locked out;
   * ValidationError under `errors`: `notMatch` for a wrong e-mail or password (same answer, same work:
   * one argon2 verification either way), `inactive` for a correct password on an inactive account.
   */
  async login(input: { email: string; password: string }, address: string): Promise<LoginResponseData> {
    const { users, hasher, emailLimiter, addressLimiter, clock } = this.deps;
    const email = normalizeEmail(input.email);
    await withLockoutMessage(async () => {
      await emailLimiter.check(email, clock());
      await addressLimiter.check(address, clock());
    }, LOGIN_MESSAGES.lockout);

    const user = await users.findOne({ email }).select('+password_hash').lean();
    const ok = await hasher.verify(user?.password_hash, input.password);
    if (!user || !ok) {
      await withLockoutMessage(async () => {
        await Promise.all([emailLimiter.hit(email, clock()), addressLimiter.hit(address, clock())]);
      }, LOGIN_MESSAGES.lockout);
      throw new ValidationError({ notMatch: [LOGIN_MESSAGES.notMatch] }, 'errors');
    }
    if (user.status !== 1) throw new ValidationError({ inactive: [LOGIN_MESSAGES.inactive] }, 'errors');

    await emailLimiter.reset(email);
    if (hasher.needsRehash(user.password_hash)) {
      await users.updateOne(
        { _id: user._id },
        { $set: { password_hash: await hasher.hash(input.password) } },
      );
    }
    await this.afterRevocationSecond(user.revoked_before ?? undefined);
    const issued = await this.deps.keys.issue(
      { id: String(user._id), user_type: user.user_type },
      this.deps.tokenTtlSeconds,
      clock(),
    );
    return {
      id: String(user._id),
      user_type: user.user_type,
      access_token: issued.token,
      name: user.name,
      email: user.email,
      avatar: user.avatar ?? null,
    };
  }

  /**
   * Revokes the caller's token: applied to this instance's denylist at once and published as
   * `session.revoked` (through the user document's outbox) for every other instance and service.
   */
  async logout(principal: Principal): Promise<void> {
    const { users, denylist, outbox } = this.deps;
    const expiresAt = new Date(principal.exp * 1000);
    denylist.revokeToken(principal.jti, expiresAt.getTime());
    if (!isValidObjectId(principal.id)) return;
    const event = userEvent('session.revoked', principal.id, {
      jti: principal.jti,
      user_id: principal.id,
      expires_at: expiresAt.toISOString(),
    });
    await users.updateOne({ _id: principal.id }, pushEvents(event));
    outbox.notify();
  }

  /**
   * The denylist revokes a deactivated user's tokens by whole seconds of `iat` (`iat <= revoked_before`).
   * A user reactivated and signing in within that same second would get a token that is born revoked, so
   * the token waits for the next second. Costs at most one second, only right after a reactivation.
   */
  private async afterRevocationSecond(revokedBefore: Date | undefined): Promise<void> {
    if (!revokedBefore) return;
    const revokedSecond = Math.floor(revokedBefore.getTime() / 1000);
    const nowMs = this.deps.clock().getTime();
    if (Math.floor(nowMs / 1000) > revokedSecond) return;
    await new Promise((r) => setTimeout(r, (revokedSecond + 1) * 1000 - nowMs + 5));
  }
}
