import type { Role, UserView } from '@voltdesk/contracts';
import { normalizeError, toastError } from '@voltdesk/app-core';
import { ConfirmDialog } from '@voltdesk/app-core/ui';
import { useSetAdminRoleMutation } from './admin-list-api';
import { roleName } from './role-options';

/** A role change waiting for the owner's confirmation. */
export interface RoleChange {
  user: UserView;
  role: Role;
}

interface RoleChangeDialogProps {
  /** The change to make once confirmed; null when the dialog is closed. */
  change: RoleChange | null;
  onClose: () => void;
}

/** Asks before changing an admin's role: it signs the admin out (their tokens carry the old role). */
export function RoleChangeDialog({ change, onClose }: RoleChangeDialogProps) {
  const [setRole, settingRole] = useSetAdminRoleMutation();
  const confirm = async () => {
    if (!change) return;
    const result = await setRole({ id: change.user.id, role: change.role });
    if ('error' in result) toastError(normalizeError(result.error).message ?? 'Role not changed!');
    onClose();
  };
  return (
    <ConfirmDialog
      open={change !== null}
      message={
        change
          ? `Make ${change.user.name} (${change.user.email}) ${/^[aeiou]/.test(change.role) ? 'an' : 'a'} ${roleName(change.role).toLowerCase()}? They are signed out at once and sign in again with the new role.`
          : ''
      }
      confirmLabel={change ? `Make ${roleName(change.role)}` : 'Change role'}
      busy={settingRole.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
