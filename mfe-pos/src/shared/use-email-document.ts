import { useState, type FormEvent } from 'react';
import { newIdempotencyKey, normalizeError, toastError, toastSuccess, TOAST_TEXT } from '@voltdesk/app-core';
import type { IdempotencyKey } from '@voltdesk/app-core';
import { useSubmitOnce, validateWithSchema } from '@voltdesk/app-core/forms';
import type { RequestInputOf } from '@voltdesk/contracts';

/** The request body of each document's e-mail, as the mutation takes it. */
export interface EmailBodies {
  'pos.orders.email': RequestInputOf<'pos.orders.email'>;
  'pos.quotes.email': RequestInputOf<'pos.quotes.email'>;
}

/** What a send answers (an RTK Query mutation's result): svc-pos's envelope, its `message` the toast, or the failure. */
type SendResult = { data: { message?: string } } | { error: Parameters<typeof normalizeError>[0] };

/** How a document's e-mail is made, sent and answered. */
export interface EmailDocumentSending<Id extends keyof EmailBodies> {
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
 * The e-mail dialog's address and its sending: the address's message (the schema's once typed, or
 * svc-pos's), the dialog's problem, and one `Idempotency-Key` per address per opening.
 */
export function useEmailDocument<Id extends keyof EmailBodies>({
  initialEmail,
  schemaId,
  requestFor,
  send,
  sentMessage,
  keyReusedMessage,
  onClose,
}: EmailDocumentSending<Id>) {
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

  const onEmail = (value: string) => {
    setEmail(value);
    setTouched(true);
    setServerError(undefined);
    setProblem(null);
    // Another address is another request: it gets its own key.
    setIdempotencyKey(newIdempotencyKey());
  };

  return {
    email,
    error: serverError ?? (touched ? schemaError : undefined),
    problem,
    busy,
    onSubmit,
    onEmail,
  };
}
