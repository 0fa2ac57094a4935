import type { ChangePasswordRequest, UserView } from '@voltdesk/contracts';
import {
  ConflictError,
  NotFoundError,
  updateWithEvents,
  ValidationError,
  type ImageStore,
  type RateLimiter,
  type UploadedFile,
} from '@voltdesk/service-kit';
import { userEvent } from '../shared/events';
import { minutesText, withLockoutMessage } from '../shared/lockout';
import type { PasswordHasher } from '../shared/passwords';
import type { Revocations } from '../shared/revocations';
import { toUserData, toUserView } from '../shared/serializer';
import type { UserModel } from '../shared/user-model';

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully.',
  passwordChanged: 'Password changed successfully.',
  noMatch: 'The old password does not match our records.',
  lockout: (minutes: number) => `Too many wrong passwords. Please try again in ${minutesText(minutes)}.`,
  notFound: 'User not found.',
} as const;

/** Wrong old passwords allowed per user within the window: a stolen token must not become a password oracle. */
export const CHANGE_PASSWORD_LIMITS = { perUser: 5, windowMs: 15 * 60_000 } as const;

const VIEW_FIELDS = { name: 1, email: 1, avatar: 1, user_type: 1, role: 1, status: 1 } as const;

export interface ProfileServiceDeps {
  users: UserModel;
  hasher: PasswordHasher;
  images: ImageStore;
  passwordLimiter: RateLimiter;
  revocations: Revocations;
}

/** The signed-in user's own profile: name, avatar, password. */
export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  /**
   * Sets the name and, when a file is given, the avatar (an image checked by its bytes, stored
   * content-addressed); publishes `user.updated`.
   * @throws ValidationError under `errors.avatar` for a file that is not a JPEG/PNG/WebP/GIF or is over 5 MB.
   */
  async update(userId: string, input: { name: string }, avatar: UploadedFile | undefined): Promise<UserView> {
    const { users, images } = this.deps;
    const avatarUrl = avatar ? await images.save(avatar, 'avatar', { errorsKey: 'errors' }) : undefined;
    const changes = { name: input.name, ...(avatarUrl ? { avatar: avatarUrl } : {}) };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const current = await users.findById(userId, VIEW_FIELDS).lean();
      if (!current) throw new NotFoundError(PROFILE_MESSAGES.notFound);
      const next = { ...current, ...changes };
      // Conditional on what the event describes, so `user.updated` never carries a stale status or e-mail.
      const updated = await users
        .findOneAndUpdate(
          { _id: userId, status: current.status, email: current.email },
          updateWithEvents({ $set: changes }, userEvent('user.updated', userId, toUserData(next))),
          { returnDocument: 'after', projection: VIEW_FIELDS },
        )
        .lean();
      if (!updated) continue;
      return toUserView(updated);
    }
    throw new ConflictError();
  }

  /**
   * Replaces the password after checking the old one, and ends the user's other sessions: every token
   * issued before now is revoked except `sessionJti`, the one that made the change (the profile screen
   * stays open). The attempt is reserved in the limiter before the check, so racing requests cannot
   * check more than the limit.
   * @throws ValidationError `errors.noMatch` for a wrong old password; TooManyRequestsError after
   * repeated wrong old passwords.
   */
  async changePassword(userId: string, sessionJti: string, input: ChangePasswordRequest): Promise<void> {
    const { users, hasher, passwordLimiter, revocations } = this.deps;
    await withLockoutMessage(() => passwordLimiter.hit(userId), PROFILE_MESSAGES.lockout);
    const user = await users.findById(userId).select('+password_hash').lean();
    if (!user) throw new NotFoundError(PROFILE_MESSAGES.notFound);
    if (!(await hasher.verify(user.password_hash, input.old_password))) {
      throw new ValidationError({ noMatch: [PROFILE_MESSAGES.noMatch] }, 'errors');
    }
    await users.updateOne(
      { _id: userId },
      { $set: { password_hash: await hasher.hash(input.new_password) } },
    );
    await revocations.revokeUserTokens(userId, sessionJti);
    await passwordLimiter.reset(userId);
  }
}
