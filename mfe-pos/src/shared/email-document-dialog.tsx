import { useState, type FormEvent } from 'react';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT } from '@voltdesk/app-core';
import { TextField, useSubmitOnce, validateWithSchema } from '@voltdesk/app-core/forms';
import type { RequestInputOf } from '@voltdesk/contracts';
import { FormDialog } from './form-dialog';
import { newIdempotencyKey, type IdempotencyKey } from '@voltdesk/app-core';

/** The request body of each document's e-mail, as the mutation takes it. */
interface EmailBodies {
  'pos.orders.email': RequestInputOf<'pos.orders.email'>;
  'pos.quotes.email': RequestInputOf<'pos.quotes.email'>;
}

/** What a send answers (an RTK Query mutation's result): svc-pos's envelope, its `message` the toast, or the failure. */
type SendResult = { data: { message?: string } } | { error: Parameters<typeof normalizeError>[0] };

export interface EmailDocumentDialogProps<Id extends keyof EmailBodies> {
  /** The dialog's title: "E-mail invoice #1042", "E-mail quote Q-000012". */
  title: string;
  /** The form's accessible name: "E-mail invoice", "E-mail quote". */
  formLabel: string;
  /** The line above the address: what goes and as which file. */
  attachmentNote: string;
  /** The customer's e-mail on the document, to start with. */
  initialEmail: string;
  /** The contract's request schema, which checks the address as it is typed. */
  schemaId: Id;
  /** The request body for an address ('' for the customer's own). */
  requestFor: (email: string) => EmailBodies[Id];
  /** Sends the request with this opening's key for the address. */
  send: (request: EmailBodies[Id], idempotencyKey: IdempotencyKey) => Promise<SendResult>;
  /** The toast when svc-pos's answer has no message. */
  sentMessage: (to: string) => string;
  /** svc-pos's 409: this window's key already sent the document, to the address it had then. */
  keyReusedMessage: string;
  onClose: () => void;
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
  initialEmail,
  schemaId,
  requestFor,
  send,
  sentMessage,
  keyReusedMessage,
  onClose,
}: EmailDocumentDialogProps<Id>) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const submitOnce = useSubmitOnce();

  const typed = email.trim();
  const request = requestFor(typed);
  const schemaError = validateWithSchema(schemaId, request).email;
  const shown = serverError ?? (touched ? schemaError : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    return submitOnce(async () => {
      setTouched(true);
      if (schemaError) return false;
      setBusy(true);
      const result = await send(request, idempotencyKey).finally(() => setBusy(false));
      if ('error' in result) {
        const failure = normalizeError(result.error);
        if (failure.status === 409) {
          setProblem(keyReusedMessage);
          return false;
        }
        if (failure.status === 422 && Object.keys(failure.fields).length > 0) {
          setServerError(failure.fields.email);
          const other = Object.entries(failure.fields).filter(([f]) => f !== 'email');
          setProblem(other.length ? other.map(([, m]) => m).join(' ') : null);
          return false;
        }
        toastError(TOAST_TEXT.somethingWentWrong);
        return false;
      }
      toastSuccess(result.data.message ?? sentMessage(typed || initialEmail));
      onClose();
      return true;
    });
  };

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
      onClose={onClose}
    >
      <TextField
        label="Send to"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(v) => {
          setEmail(v);
          setTouched(true);
          setServerError(undefined);
          setProblem(null);
          // Another address is another request: it gets its own key.
          setIdempotencyKey(newIdempotencyKey());
        }}
        error={shown}
      />
    </FormDialog>
  );
}
