import {
  DEFAULT_PERMISSIONS,
  GRANTABLE_ROLES,
  PERMISSIONS,
  type GrantableRole,
  type Permission,
  type Role,
  type RolePermissionsView,
} from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import type { Revocations } from '../shared/revocations';
import type { UserModel } from '../shared/user-model';
import type { RolePermissionsModel } from './model';

export interface RolePermissionsDeps {
  roles: RolePermissionsModel;
  users: UserModel;
  revocations: Revocations;
  clock: Clock;
}

/** In the order `PERMISSIONS` lists them, each once: how they are stored, signed and shown. */
const ordered = (permissions: readonly string[]): Permission[] =>
  PERMISSIONS.filter((p) => permissions.includes(p));

/**
 * What each role an owner governs may do (the clerks' Reports and VAT settings). The services decide from
 * the token, which carries the permissions its role had at sign-in: a change ends the sessions of that
 * role's admins, as a change of an admin's role ends theirs.
 */
export class RolePermissions {
  constructor(private readonly deps: RolePermissionsDeps) {}

  /** Every governed role's permissions. */
  async list(): Promise<RolePermissionsView[]> {
    const stored = await this.deps.roles.find().lean();
    return GRANTABLE_ROLES.map((role) => {
      const doc = stored.find((d) => d._id === role);
      return { role, permissions: ordered(doc ? doc.permissions : DEFAULT_PERMISSIONS[role]) };
    });
  }

  /** What an admin of `role` may do now: every permission for an owner, none for an editor. */
  async of(role: Role): Promise<Permission[]> {
    if (role === 'owner') return [...PERMISSIONS];
    if (!(GRANTABLE_ROLES as readonly Role[]).includes(role)) return [];
    const doc = await this.deps.roles.findById(role).lean();
    return ordered(doc ? doc.permissions : DEFAULT_PERMISSIONS[role as GrantableRole]);
  }

  /**
   * Sets the role's permissions. When they change, every session of that role's admins ends (their tokens
   * carry the old ones); the same set again changes nothing.
   */
  async set(role: GrantableRole, permissions: readonly Permission[]): Promise<RolePermissionsView> {
    const next = ordered(permissions);
    const before = await this.of(role);
    if (before.join() === next.join()) return { role, permissions: next };
    await this.deps.roles.updateOne(
      { _id: role },
      { $set: { permissions: next, updated_at: this.deps.clock.now() } },
      { upsert: true },
    );
    const holders = await this.deps.users.find({ role }, { _id: 1 }).lean();
    for (const user of holders) await this.deps.revocations.revokeUserTokens(String(user._id));
    return { role, permissions: next };
  }
}
