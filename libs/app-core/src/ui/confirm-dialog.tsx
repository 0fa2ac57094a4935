import { Modal } from './modal';

export const DELETE_CONFIRM_TEXT = 'Are you sure delete?';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to the spec's 'Are you sure delete?'. */
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
}

/** The confirmation every delete asks for (spec section 4). */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  message = DELETE_CONFIRM_TEXT,
  confirmLabel = 'Delete',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title="Confirm"
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="vd-btn vd-btn--danger" onClick={onConfirm} disabled={busy}>
            {busy ? <span className="vd-spinner vd-spinner--light" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="vd-confirm__text">{message}</p>
    </Modal>
  );
}
