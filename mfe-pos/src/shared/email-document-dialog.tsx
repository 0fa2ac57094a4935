import { TextField } from '@voltdesk/app-core/forms';
import { FormDialog } from './form-dialog';
import { useEmailDocument, type EmailBodies, type EmailDocumentSending } from './use-email-document';

export interface EmailDocumentDialogProps<Id extends keyof EmailBodies> extends EmailDocumentSending<Id> {
  /** The dialog's title: "E-mail invoice #1042", "E-mail quote Q-000012". */
  title: string;
  /** The form's accessible name: "E-mail invoice", "E-mail quote". */
  formLabel: string;
  /** The line above the address: what goes and as which file. */
  attachmentNote: string;
}

/**
 * "E-mail invoice" and "E-mail quote": a small dialog with the address, the
 * customer's e-mail on the document to start with and editable (their accountant, a corrected address).
 * svc-notify builds the PDF and sends it; the toast is svc-pos's message. The address is checked with the
 * contract's schema as typed, and svc-pos's message (a document with no customer e-mail) shows under it.
 * One `Idempotency-Key` per address per opening, so a double click sends one mail; opening the dialog again
 * is a deliberate second mail.
 */
export function EmailDocumentDialog<Id extends keyof EmailBodies>({
  title,
  formLabel,
  attachmentNote,
  ...sending
}: EmailDocumentDialogProps<Id>) {
  const { email, error, problem, busy, onSubmit, onEmail } = useEmailDocument(sending);
  return (
    <FormDialog
      title={title}
      size="sm"
      formLabel={formLabel}
      summary={<p>{attachmentNote}</p>}
      problem={problem}
      submitLabel="Send"
      busy={busy}
      busyLabel="Sending"
      onSubmit={onSubmit}
      onClose={sending.onClose}
    >
      <TextField
        label="Send to"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={onEmail}
        error={error}
      />
    </FormDialog>
  );
}
