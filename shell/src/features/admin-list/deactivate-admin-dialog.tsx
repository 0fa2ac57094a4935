import type { UserView } from '@voltdesk/contracts';
import { ConfirmDialog } from '@voltdesk/app-core/ui';
import { useChangeAdminStatus } from './admin-status';

interface DeactivateAdminDialogProps {
  /** The admin to deactivate once confirmed; null when the dialog is closed. */
  admin: UserView | null;
  onClose: () => void;
}

/**
 * Asks before deactivating an admin: it signs them out everywhere at once (svc-auth revokes their tokens),
 * so a slip of the mouse must not lock a colleague out.
 */
export function DeactivateAdminDialog({ admin, onClose }: DeactivateAdminDialogProps) {
  const { changeStatus, busy } = useChangeAdminStatus();
  const confirm = async () => {
    if (!admin) return;
    await changeStatus(admin);
    onClose();
  };
  return (
    <ConfirmDialog
      open={admin !== null}
      message={
        admin
          ? `Deactivate ${admin.name} (${admin.email})? They are signed out at once and cannot sign in until an admin activates them again.`
          : ''
      }
      confirmLabel="Deactivate"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
