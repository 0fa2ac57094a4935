import type { AdminNameView, AdminRegisterRequest, Role, UserView } from '@voltdesk/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  updateWithEvents,
  withEvents,
  type TokenDenylist,
  type Clock,
} from '@voltdesk/service-kit';
import { userEvent } from '../shared/events';
import type { PasswordHasher } from '../shared/passwords';
import type { Revocations } from '../shared/revocations';
import { toUserData, toUserView } from '../shared/serializer';
import { normalizeEmail, OWNER_ROLE, roleOf, type UserModel } from '../shared/user-model';

export const USER_MESSAGES = {
  notFound: 'User not found.',
  ownStatus: 'You cannot change your own status.',
  lastOwnerStatus: 'This is the last active owner: make another admin an owner before deactivating them.',
  lastOwnerRole: 'This is the last active owner: make another admin an owner before changing this role.',
} as const;

/** Only the fields a UserView needs: the hash is `select: false` anyway, the outbox too. */
const VIEW_FIELDS = {
  name: 1,
  email: 1,
  avatar: 1,
  user_type: 1,
  role: 1,
  status: 1,
  revoked_before: 1,
} as const;

export interface UserServiceDeps {
  users: UserModel;
  /** What else ends with an account's deactivation (its open password reset links). */
  onDeactivated: (userId: string) => Promise<void>;
  hasher: PasswordHasher;
  denylist: TokenDenylist;
  revocations: Revocations;
  clock: Clock;
}

/** The admin list, the signed-in user's own record, status toggles and new admins. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  /** @throws NotFoundError when the token's user no longer exists. */
  async me(userId: string): Promise<UserView> {
    const user = await this.deps.users.findById(userId, VIEW_FIELDS).lean();
    if (!user) throw new NotFoundError(USER_MESSAGES.notFound);
    return toUserView(user);
  }

  /** Every user of that type (all statuses: the admin list toggles them), newest first. */
  async list(userType: string): Promise<UserView[]> {
    const users = await this.deps.users
      .find({ user_type: userType }, VIEW_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    return users.map(toUserView);
  }

  /**
   * The names of the admins among `ids`, in the order asked and each once; unknown ids are left out, and
   * Inactive admins are named (their past saves are still shown). Nothing but the name leaves.
   */
  async names(ids: readonly string[]): Promise<AdminNameView[]> {
    const wanted = [...new Set(ids)];
    const found = await this.deps.users
      .find({ _id: { $in: wanted }, user_type: 'admin' }, { name: 1 })
      .lean();
    const nameOf = new Map(found.map((user) => [String(user._id), user.name]));
    return wanted.flatMap((id) => {
      const name = nameOf.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
  }

  /**
   * Toggles Active/Inactive. Deactivation revokes every token the user holds (here at once, elsewhere
   * through `user.status_changed`).
   * @throws ForbiddenError for the caller's own id (whatever the client shows), NotFoundError for an
   * unknown id, ConflictError when a concurrent toggle won twice in a row.
   */
  async toggleStatus(actorId: string, id: string): Promise<UserView> {
    if (actorId === id) throw new ForbiddenError(USER_MESSAGES.ownStatus);
    const { users, denylist, clock } = this.deps;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const current = await users.findById(id, VIEW_FIELDS).lean();
      if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
      const now = clock.now();
      const status = current.status === 1 ? 0 : 1;
      if (status === 0 && roleOf(current) === 'owner' && !(await this.anotherActiveOwner(id)))
        throw new ConflictError(USER_MESSAGES.lastOwnerStatus);
      // Reactivation repeats the deactivation instant: it must not revoke anything new (the field is required).
      const revokedBefore = status === 0 ? now : (current.revoked_before ?? new Date(0));
      const event = userEvent(
        'user.status_changed',
        id,
        { id, status, revoked_before: revokedBefore.toISOString() },
        now,
      );
      // A deactivation keeps no session (a password change's kept session is revoked too).
      const set = status === 0 ? { status, revoked_before: now, revoked_keep_jti: null } : { status };
      // Conditional on the status we read, so two admins clicking at once cannot both "toggle" the same way.
      const updated = await users
        .findOneAndUpdate({ _id: id, status: current.status }, updateWithEvents({ $set: set }, event), {
          returnDocument: 'after',
          projection: VIEW_FIELDS,
        })
        .lean();
      if (!updated) continue;
      if (status === 0) {
        denylist.revokeUserTokensBefore(id, now.getTime());
        await this.deps.onDeactivated(id);
      }
      return toUserView(updated);
    }
    throw new ConflictError();
  }

  /**
   * Creates an Active admin and publishes `user.created`.
   * @throws ValidationError (via the duplicate-key translation) `email: The email has already been taken.`
   */
  async registerAdmin(input: AdminRegisterRequest): Promise<UserView> {
    const { users, hasher } = this.deps;
    const user = new users({
      name: input.name,
      email: normalizeEmail(input.email),
      password_hash: await hasher.hash(input.password),
      user_type: 'admin',
      role: input.role ?? 'owner',
      status: 1,
    });
    user.set(withEvents(userEvent('user.created', user.id as string, toUserData(user))));
    await user.save();
    return toUserView(user);
  }

  /**
   * Gives an admin another role. Their tokens carry the old one, so every session of theirs ends (revoked
   * here at once, in the other services through the revocation state they poll); the same role again
   * changes nothing and ends nothing.
   * @throws NotFoundError for an unknown id; ConflictError when the admin is the last active owner and
   * the new role is not owner, or when a concurrent change won twice in a row.
   */
  async setRole(id: string, role: Role): Promise<UserView> {
    const { users, revocations } = this.deps;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const current = await users.findById(id, VIEW_FIELDS).lean();
      if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
      const was = roleOf(current);
      if (was === role) return toUserView(current);
      if (was === 'owner' && current.status === 1 && !(await this.anotherActiveOwner(id)))
        throw new ConflictError(USER_MESSAGES.lastOwnerRole);
      // Conditional on the role read, so two owners changing it at once cannot both pass the check above.
      const roleNow = was === 'owner' ? OWNER_ROLE : was;
      const updated = await users
        .findOneAndUpdate(
          { _id: id, role: roleNow },
          { $set: { role } },
          { returnDocument: 'after', projection: VIEW_FIELDS },
        )
        .lean();
      if (!updated) continue;
      await revocations.revokeUserTokens(id);
      return toUserView(updated);
    }
    throw new ConflictError();
  }

  /** Whether an active owner other than `id` exists (the last one must stay). */
  private async anotherActiveOwner(id: string): Promise<boolean> {
    const others = this.deps.users.countDocuments({
      _id: { $ne: id },
      user_type: 'admin',
      status: 1,
      role: OWNER_ROLE,
    });
    return (await others.limit(1)) > 0;
  }
}
