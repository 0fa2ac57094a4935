import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@voltdesk/contracts';
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
   * Sets the new password and ends every session of the user (a reset usually means the old password is
   * not safe any more).
   * @throws ValidationError under `errors.token` for an unknown, used or expired link.
   */
  async reset(input: ResetPasswordRequest): Promise<void> {
    const { users, resets, hasher, revocations, clock } = this.deps;
    const now = clock.now();
    // Claimed atomically: two clicks on the same link cannot both set a password.
    const claimed = await resets
      .findOneAndUpdate(
        { _id: tokenHash(input.token), used_at: null, expires_at: { $gt: now } },
        { $set: { used_at: now } },
      )
      .lean();
    if (!claimed) throw new ValidationError({ token: [RESET_MESSAGES.badLink] }, 'errors');
    const updated = await users.updateOne(
      { _id: claimed.user_id },
      { $set: { password_hash: await hasher.hash(input.password) } },
    );
    if (!updated.matchedCount) throw new ValidationError({ token: [RESET_MESSAGES.badLink] }, 'errors');
    await revocations.revokeUserTokens(claimed.user_id);
  }
}
