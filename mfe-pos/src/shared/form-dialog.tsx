import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal, Spinner } from '@voltdesk/app-core/ui';

export interface FormDialogProps {
  title: string;
  size: 'sm' | 'md';
  /** The form's accessible name: "Payment", "Credit note", "E-mail invoice". */
  formLabel: string;
  /** What the dialog is about, above everything else (the invoice's figures, what a mail attaches). */
  summary: ReactNode;
  /** What went wrong that belongs to none of the fields, shown above them. */
  problem: string | null;
  /** "Pay", "Issue credit note", "Send". */
  submitLabel: string;
  /** "Cancel" or "Close". */
  cancelLabel?: string;
  /** The call runs: both buttons wait, the submit button shows a spinner. */
  busy: boolean;
  /** What the spinner says while the call runs. */
  busyLabel?: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A POS form dialog (payment, credit note, e-mail a document): its summary, the problem that belongs to
 * no field, the fields, and a footer to leave it or submit the form (both wait while the call runs).
 */
export function FormDialog({
  title,
  size,
  formLabel,
  summary,
  problem,
  submitLabel,
  cancelLabel = 'Cancel',
  busy,
  busyLabel = 'Saving',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  const footer = (
    <>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="vd-btn" disabled={busy}>
        {busy ? <Spinner light label={busyLabel} /> : null}
        {submitLabel}
      </button>
    </>
  );
  return (
    <Modal open size={size} title={title} onClose={onClose} footer={footer}>
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={formLabel}>
        {summary}
        {problem ? (
          <div className="vd-alert vd-alert--danger" role="alert">
            {problem}
          </div>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
