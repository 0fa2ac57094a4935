import { useState } from 'react';
import { isRole, type Role, type UserView } from '@voltdesk/contracts';
import {
  normalizeError,
  selectUserId,
  toastError,
  useAppSelector,
  useDocumentTitle,
} from '@voltdesk/app-core';
import { ConfirmDialog, DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import defaultAvatar from '../../shared/default-avatar.svg';
import { useAdminsQuery, useSetAdminRoleMutation, useToggleAdminStatusMutation } from './admin-list-api';
import { AddAdminModal } from './add-admin-modal';
import { RoleOptions, roleName } from './role-options';
import { RolesPanel } from './roles-panel';
import './admin-list.css';

/** A role change waiting for the owner's confirmation. */
interface RoleChange {
  user: UserView;
  role: Role;
}

/**
 * Admin List (spec section 2): SL, Image, Name, Email, Type, Status; badge toggles except on own row.
 * Deactivating asks first: it signs the admin out everywhere at once (svc-auth revokes their tokens), so a
 * slip of the mouse must not lock a colleague out. Activating locks nobody out and needs no confirmation.
 * Owners (the only role that opens this screen) set each admin's role; a change signs the admin out too
 * (their tokens carry the old role), so it asks first as well.
 */
export default function AdminListPage() {
  useDocumentTitle('Admin List');
  const ownId = useAppSelector(selectUserId);
  const { data: admins, isLoading, isError } = useAdminsQuery();
  const [toggle, toggling] = useToggleAdminStatusMutation();
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<UserView | null>(null);
  const [setRole, settingRole] = useSetAdminRoleMutation();
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  const confirmRole = async () => {
    if (!roleChange) return;
    const result = await setRole({ id: roleChange.user.id, role: roleChange.role });
    if ('error' in result) toastError(normalizeError(result.error).message ?? 'Role not changed!');
    setRoleChange(null);
  };

  const changeStatus = async (user: UserView) => {
    const result = await toggle(user.id);
    if ('error' in result) toastError(normalizeError(result.error).message ?? 'Status not changed!');
  };

  const onToggle = (user: UserView) => {
    if (user.status === 1) setDeactivating(user);
    else void changeStatus(user);
  };

  const confirmDeactivate = async () => {
    if (!deactivating) return;
    await changeStatus(deactivating);
    setDeactivating(null);
  };

  const columns: Column<UserView>[] = [
    {
      header: 'Image',
      cell: (u) => <img className="vd-avatar-sm" src={u.avatar || defaultAvatar} alt={`${u.name} avatar`} />,
    },
    { header: 'Name', cell: (u) => u.name },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Type', cell: (u) => <span className="vd-capitalize">{u.user_type}</span> },
    {
      header: 'Role',
      cell: (u) => (
        <select
          className="vd-input vd-role-select"
          aria-label={`Role of ${u.name}`}
          value={u.role}
          disabled={u.id === ownId}
          title={u.id === ownId ? 'Another owner can change your role' : undefined}
          onChange={(e) => {
            if (isRole(e.target.value)) setRoleChange({ user: u, role: e.target.value });
          }}
        >
          <RoleOptions short />
        </select>
      ),
    },
    {
      header: 'Status',
      cell: (u) => (
        <StatusBadge
          status={u.status}
          disabled={u.id === ownId}
          disabledReason="You cannot change your own status"
          onToggle={() => onToggle(u)}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Admin List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setAdding(true)}>
            Add New
          </button>
        }
      />
      {isError ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          The admin list could not be loaded.
        </div>
      ) : null}
      <DataTable columns={columns} rows={admins} rowKey={(u) => u.id} loading={isLoading} caption="Admins" />
      <RolesPanel />
      {adding ? <AddAdminModal onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deactivating !== null}
        message={
          deactivating
            ? `Deactivate ${deactivating.name} (${deactivating.email})? They are signed out at once and cannot sign in until an admin activates them again.`
            : ''
        }
        confirmLabel="Deactivate"
        busy={toggling.isLoading}
        onConfirm={() => void confirmDeactivate()}
        onCancel={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={roleChange !== null}
        message={
          roleChange
            ? `Make ${roleChange.user.name} (${roleChange.user.email}) ${/^[aeiou]/.test(roleChange.role) ? 'an' : 'a'} ${roleName(roleChange.role).toLowerCase()}? They are signed out at once and sign in again with the new role.`
            : ''
        }
        confirmLabel={roleChange ? `Make ${roleName(roleChange.role)}` : 'Change role'}
        busy={settingRole.isLoading}
        onConfirm={() => void confirmRole()}
        onCancel={() => setRoleChange(null)}
      />
    </div>
  );
}
