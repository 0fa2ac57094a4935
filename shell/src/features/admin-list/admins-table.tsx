import { isRole, type UserView } from '@voltdesk/contracts';
import { selectUserId, useAppSelector } from '@voltdesk/app-core';
import { DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import defaultAvatar from '../../shared/default-avatar.svg';
import { RoleOptions } from './role-options';
import type { RoleChange } from './role-change-dialog';

interface AdminsTableProps {
  admins: UserView[] | undefined;
  loading: boolean;
  /** An owner picked another role for an admin. */
  onRoleChange: (change: RoleChange) => void;
  /** An owner clicked an admin's status badge. */
  onToggle: (user: UserView) => void;
}

/** The admins, each with their role and status; the signed-in owner cannot change their own. */
export function AdminsTable({ admins, loading, onRoleChange, onToggle }: AdminsTableProps) {
  const ownId = useAppSelector(selectUserId);
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
            if (isRole(e.target.value)) onRoleChange({ user: u, role: e.target.value });
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
    <DataTable columns={columns} rows={admins} rowKey={(u) => u.id} loading={loading} caption="Admins" />
  );
}
