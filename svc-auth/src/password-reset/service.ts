import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordRequest, ResetLinkQuery, ResetPasswordRequest } from '@voltdesk/contracts';
import { ValidationError, withEvents, type Clock, type RateLimiter } from '@voltdesk/service-kit';
import { userEvent } from '../shared/events';
import { minutesText, withLockoutMessage } from '../shared/lockout';
import type { PasswordHasher } from '../shared/passwords';
import type { Revocations } from '../shared/revocations';
import { normalizeEmail, type UserModel } from '../shared/user-model';
import type { PasswordResetModel } from './model';

/** How long a mailed link works. */
export const RESET_LINK_MINUTES = 60;

export const RESET_MESSAGES = {
  sent: `If an admin account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within ${RESET_LINK_MINUTES} minutes.`,
  done: 'Your password has been changed. Sign in with the new password.',
  badLink: 'This reset link is invalid, used or expired. Ask for a new one.',
  used: 'This link was already used',
  tooMany: (minutes: number) => `Too many reset requests. Please try again in ${minutesText(minutes)}.`,
} as const;

/**
 * Request limits, the same for known and unknown addresses so they reveal nothing: per client address
 * (someone probing many e-mails) and per e-mail (someone filling one inbox with links).
 */
export const RESET_LIMITS = { perAddress: 10, perEmail: 3, windowMs: 60 * 60 * 1000 } as const;

export interface PasswordResetDeps {
  users: UserModel;
  resets: PasswordResetModel;
  hasher: PasswordHasher;
  revocations: Revocations;
  addressLimiter: RateLimiter;
  emailLimiter: RateLimiter;
  clock: Clock;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** "Forgot password?": single-use, expiring links mailed by svc-notify, and the reset they allow. */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /** Mails a link when `email` is an active admin's; answers the same either way. */
  async request(input: ForgotPasswordRequest, clientAddress: string): Promise<void> {
    const { users, resets, addressLimiter, emailLimiter, clock } = this.deps;
    const email = normalizeEmail(input.email);
    await withLockoutMessage(async () => {
      await addressLimiter.hit(clientAddress);
      await emailLimiter.hit(email);
    }, RESET_MESSAGES.tooMany);
    const user = await users.findOne({ email, status: 1 }, { name: 1, email: 1 }).lean();
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
    const userId = String(user._id);
    const reset = new resets({
      _id: tokenHash(token),
      user_id: userId,
      expires_at: expiresAt,
      created_at: now,
    });
    reset.set(
      withEvents(
        userEvent(
          'password_reset.requested',
          userId,
          { user_id: userId, name: user.name, email: user.email, token, expires_at: expiresAt.toISOString() },
          now,
        ),
      ),
    );
    await reset.save();
  }

  /**
   * Whether the link still works, so the reset page can say so instead of showing a form that can only
   * fail. Changes nothing.
   * @throws ValidationError under `errors.token` as `reset` would for this link.
   */
  async check(input: ResetLinkQuery): Promise<void> {
    const { users, resets, clock } = this.deps;
    const link = await resets.findById(tokenHash(input.token)).lean();
    if (link?.used_at) throw refused(RESET_MESSAGES.used);
    if (!link || link.expires_at <= clock.now()) throw refused(RESET_MESSAGES.badLink);
    if (!(await users.exists({ _id: link.user_id, status: 1 }))) throw refused(RESET_MESSAGES.badLink);
  }

  /**
   * Sets the new password and ends every session of the user (a reset usually means the old password is
   * not safe any more). Only an active account's: a link asked for before the account was deactivated
   * does not work after (deactivation also deletes open links, see `dropOpenLinks`).
   * @throws ValidationError under `errors.token` for an unknown, used or expired link, or an inactive
   * account.
   */
  async reset(input: ResetPasswordRequest): Promise<void> {
    const { users, resets, hasher, revocations, clock } = this.deps;
    const now = clock.now();
    const id = tokenHash(input.token);
    // Claimed atomically: two clicks on the same link cannot both set a password.
    const claimed = await resets
      .findOneAndUpdate({ _id: id, used_at: null, expires_at: { $gt: now } }, { $set: { used_at: now } })
      .lean();
    if (!claimed) {
      const used = await resets.exists({ _id: id, used_at: { $ne: null } });
      throw refused(used ? RESET_MESSAGES.used : RESET_MESSAGES.badLink);
    }
    // Conditional on the account being active at the moment of writing, so a deactivation that lands
    // between the claim and here still wins.
    const updated = await users.updateOne(
      { _id: claimed.user_id, status: 1 },
      { $set: { password_hash: await hasher.hash(input.password) } },
    );
    if (!updated.matchedCount) throw refused(RESET_MESSAGES.badLink);
    await revocations.revokeUserTokens(claimed.user_id);
  }
}

const refused = (message: string) => new ValidationError({ token: [message] }, 'errors');

/**
 * Deletes the user's links not used yet: called when an account is deactivated, so no link mailed before
 * can be used after (nor its mail sent, when the outbox has not relayed it yet).
 */
export async function dropOpenLinks(resets: PasswordResetModel, userId: string): Promise<void> {
  await resets.deleteMany({ user_id: userId, used_at: null });
}
