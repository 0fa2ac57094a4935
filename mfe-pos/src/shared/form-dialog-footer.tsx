import { Spinner } from '@voltdesk/app-core/ui';

export interface FormDialogFooterProps {
  /** The id of the dialog's form, which the submit button sends. */
  formId: string;
  /** "Pay", "Issue credit note", "Send". */
  submitLabel: string;
  /** "Cancel" or "Close". */
  cancelLabel?: string;
  busy: boolean;
  /** What the spinner says while the call runs. */
  busyLabel?: string;
  onCancel: () => void;
}

/** The footer of a POS form dialog: leave it, or submit its form (both wait while the call runs). */
export function FormDialogFooter({
  formId,
  submitLabel,
  cancelLabel = 'Cancel',
  busy,
  busyLabel = 'Saving',
  onCancel,
}: FormDialogFooterProps) {
  return (
    <>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="vd-btn" disabled={busy}>
        {busy ? <Spinner light label={busyLabel} /> : null}
        {submitLabel}
      </button>
    </>
  );
}
