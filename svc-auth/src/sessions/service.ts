import { isValidObjectId } from 'mongoose';
import type { LoginResponseData, Permission, Role } from '@voltdesk/contracts';
import {
  pushEvents,
  ValidationError,
  type Principal,
  type RateLimiter,
  type Clock,
} from '@voltdesk/service-kit';
import { userEvent } from '../shared/events';
import { minutesText, withLockoutMessage } from '../shared/lockout';
import type { PasswordHasher } from '../shared/passwords';
import type { Revocations } from '../shared/revocations';
import type { SigningKeys } from '../shared/signing-keys';
import { normalizeEmail, roleOf, type UserModel } from '../shared/user-model';

export const LOGIN_MESSAGES = {
  notMatch: 'These credentials do not match our records.',
  inactive: 'Your account is inactive. Please contact an administrator.',
  lockout: (minutes: number) => `Too many login attempts. Please try again in ${minutesText(minutes)}.`,
  signedOutEverywhere: 'Signed out everywhere.',
} as const;

/**
 * Login limits within a fixed window (docs/architecture.md section 4, README "Lockout"):
 * - `perAccountAddress` attempts per e-mail from one client address, then 429 for that pair only, so an
 *   attacker elsewhere cannot lock the real admin out;
 * - `perAddress` attempts per client address, whatever the e-mails;
 * - past `slowDownAfter` attempts on an e-mail since its last successful login, from all addresses
 *   together, every further attempt on it waits `slowDownBaseMs` doubling per attempt, up to
 *   `slowDownMaxMs` (a slow-down, never a block).
 */
export const LOGIN_LIMITS = {
  perAccountAddress: 5,
  perAddress: 20,
  slowDownAfter: 5,
  slowDownBaseMs: 500,
  slowDownMaxMs: 8000,
  windowMs: 15 * 60_000,
} as const;

export interface SessionServiceDeps {
  users: UserModel;
  hasher: PasswordHasher;
  keys: SigningKeys;
  revocations: Revocations;
  /** Attempts per e-mail and client address (reserved before the password check). */
  accountAddressLimiter: RateLimiter;
  /** Attempts per client address (reserved before the password check). */
  addressLimiter: RateLimiter;
  /**
   * Attempts per e-mail from every address since its last successful login: drives the slow-down, never
   * refuses (its budget is unbounded).
   */
  accountAttempts: RateLimiter;
  clock: Clock;
  /** How the slow-down waits (a timer); a test records the waits instead of spending them. */
  wait: (ms: number) => Promise<void>;
  tokenTtlSeconds: number;
  /** What the admin's role may do now, signed into the token (`perms`) for every service to check. */
  permissionsOf: (role: Role) => Promise<readonly Permission[]>;
}

/** Sign-in and sign-out. */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /**
   * Checks the credentials and issues an access token. Each attempt first reserves its place in the
   * per-(e-mail, address) and per-address budgets with one atomic increment each, so however many
   * requests race, at most the limit is ever checked per window; a success gives its reservation back.
   * @throws TooManyRequestsError (429) while that e-mail from that address, or that address, is locked out;
   * ValidationError under `errors`: `notMatch` for a wrong e-mail or password (same answer, same work:
   * one argon2 verification either way), `inactive` for a correct password on an inactive account.
   */
  async login(input: { email: string; password: string }, address: string): Promise<LoginResponseData> {
    const { users, hasher, accountAddressLimiter, addressLimiter, accountAttempts, clock } = this.deps;
    const email = normalizeEmail(input.email);
    const pair = `${email}|${address}`;
    await withLockoutMessage(async () => {
      await accountAddressLimiter.hit(pair, clock.now());
      await addressLimiter.hit(address, clock.now());
    }, LOGIN_MESSAGES.lockout);
    await this.slowDown(email);

    const user = await users.findOne({ email }).select('+password_hash').lean();
    const ok = await hasher.verify(user?.password_hash, input.password);
    if (!user || !ok) {
      throw new ValidationError({ notMatch: [LOGIN_MESSAGES.notMatch] }, 'errors');
    }
    if (user.status !== 1) throw new ValidationError({ inactive: [LOGIN_MESSAGES.inactive] }, 'errors');

    await Promise.all([
      accountAddressLimiter.reset(pair),
      addressLimiter.refund(address),
      accountAttempts.reset(email),
    ]);
    if (hasher.needsRehash(user.password_hash)) {
      await users.updateOne(
        { _id: user._id },
        { $set: { password_hash: await hasher.hash(input.password) } },
      );
    }
    await this.afterRevocationSecond(user.revoked_before ?? undefined);
    const issued = await this.deps.keys.issue(
      {
        id: String(user._id),
        user_type: user.user_type,
        role: roleOf(user),
        permissions: await this.deps.permissionsOf(roleOf(user)),
      },
      this.deps.tokenTtlSeconds,
      clock.now(),
    );
    return {
      id: String(user._id),
      user_type: user.user_type,
      role: roleOf(user),
      access_token: issued.token,
      name: user.name,
      email: user.email,
      avatar: user.avatar ?? null,
    };
  }

  /**
   * Revokes the caller's token: recorded in this service's database (the source of truth every service
   * loads), applied to this instance's denylist at once, and published as `session.revoked` (through the
   * user document's outbox) so the other services hear of it sooner while the broker is up.
   */
  async logout(principal: Principal): Promise<void> {
    const { users, revocations } = this.deps;
    await revocations.revokeToken(principal);
    if (!isValidObjectId(principal.id)) return;
    const event = userEvent('session.revoked', principal.id, {
      jti: principal.jti,
      user_id: principal.id,
      expires_at: new Date(principal.exp * 1000).toISOString(),
    });
    await users.updateOne({ _id: principal.id }, pushEvents(event));
  }

  /** "Sign out everywhere": revokes every token of the caller's user, this one included. */
  async logoutEverywhere(principal: Principal): Promise<void> {
    if (!isValidObjectId(principal.id)) return;
    await this.deps.revocations.revokeUserTokens(principal.id);
  }

  /**
   * Counts this attempt on the account first, then waits according to how many came before it since the
   * last success: past `slowDownAfter`, `slowDownBaseMs` doubling per attempt, capped. Counting before
   * deciding is what makes it hold under concurrency: attempts racing from many addresses each take their
   * own place in the count (one atomic increment each), so the tenth of ten parallel attempts waits as long
   * as the tenth of ten sequential ones. (Reading the count of *recorded failures* first let every racer
   * read the same low number.) The count read after the increment is at least this attempt's place, so a
   * racing attempt can only wait longer than its place asks, never less.
   */
  private async slowDown(email: string): Promise<void> {
    const { accountAttempts, clock } = this.deps;
    await accountAttempts.hit(email, clock.now());
    const before = (await accountAttempts.count(email, clock.now())) - 1;
    const over = before - LOGIN_LIMITS.slowDownAfter;
    if (over < 0) return;
    const ms = Math.min(LOGIN_LIMITS.slowDownMaxMs, LOGIN_LIMITS.slowDownBaseMs * 2 ** Math.min(over, 10));
    await this.deps.wait(ms);
  }

  /**
   * The denylist revokes a deactivated user's tokens by whole seconds of `iat` (`iat <= revoked_before`).
   * A user reactivated and signing in within that same second would get a token that is born revoked, so
   * the token waits for the next second. Costs at most one second, only right after a reactivation.
   */
  private async afterRevocationSecond(revokedBefore: Date | undefined): Promise<void> {
    if (!revokedBefore) return;
    const revokedSecond = Math.floor(revokedBefore.getTime() / 1000);
    const nowMs = this.deps.clock.now().getTime();
    if (Math.floor(nowMs / 1000) > revokedSecond) return;
    await new Promise((r) => setTimeout(r, (revokedSecond + 1) * 1000 - nowMs + 5));
  }
}
