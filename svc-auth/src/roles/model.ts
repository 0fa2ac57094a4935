import { Schema, type Connection, type Model } from 'mongoose';
import { defineModel } from '@voltdesk/service-kit';
import type { GrantableRole, Permission } from '@voltdesk/contracts';

/** What an owner allows one role (absent: the role's defaults, `DEFAULT_PERMISSIONS`). */
export interface RolePermissionsDoc {
  _id: GrantableRole;
  permissions: Permission[];
  updated_at: Date;
}

export type RolePermissionsModel = Model<RolePermissionsDoc>;

const schema = new Schema<RolePermissionsDoc>(
  {
    _id: { type: String, required: true },
    permissions: { type: [String], default: [] },
    updated_at: { type: Date, required: true },
  },
  { collection: 'role_permissions', versionKey: false, strict: 'throw' },
);

/** The `role_permissions` model on this service's connection (created once per connection). */
export function rolePermissionsModel(conn: Connection): RolePermissionsModel {
  return defineModel(conn, 'RolePermissions', schema);
}
