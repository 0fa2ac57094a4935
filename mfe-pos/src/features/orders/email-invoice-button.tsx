import { useState, type FormEvent } from 'react';
import { invoiceEmailedMessage, type InvoiceEmailRequest, type OrderView } from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT } from '@voltdesk/app-core';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, validateWithSchema } from '@voltdesk/app-core/forms';
import { newIdempotencyKey } from '../../shared/idempotency-key';
import { usePosEmailInvoiceMutation } from './email-invoice-api';

/** svc-pos's 409: this window's key already sent the invoice, to the address it had then. */
export const EMAIL_KEY_REUSED =
  'This invoice was already sent from this window, perhaps to another address. Close it and check the trail before sending again.';

/**
 * "E-mail invoice" from the order details (issue 16 item 6): a small dialog with the address, the
 * customer's e-mail on the invoice to start with and editable (their accountant, a corrected address),
 * then `admin/emailInvoice`. svc-notify builds the PDF and sends it; the toast says 'Invoice e-mailed to
 * <address>'. The address is checked with the contract's schema as typed, and svc-pos's message (an
 * invoice with no customer e-mail) shows under it. One `Idempotency-Key` per address per opening, so a
 * double click sends one mail; opening the dialog again is a deliberate second mail. The order list opens
 * it in the details' place (one dialog at a time).
 */
export function EmailInvoiceDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const [email, setEmail] = useState(order.customer.email ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [send, { isLoading }] = usePosEmailInvoiceMutation();

  const typed = email.trim();
  const request: InvoiceEmailRequest = { order_id: order.id, ...(typed ? { email: typed } : {}) };
  const schemaError = validateWithSchema('pos.orders.email', request).email;
  const shown = serverError ?? (touched ? schemaError : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setTouched(true);
    if (schemaError) return;
    const result = await send({ request, idempotencyKey });
    if ('error' in result) {
      const failure = normalizeError(result.error);
      if (failure.status === 409) {
        setProblem(EMAIL_KEY_REUSED);
        return;
      }
      if (failure.status === 422 && Object.keys(failure.fields).length > 0) {
        setServerError(failure.fields.email);
        const other = Object.entries(failure.fields).filter(([f]) => f !== 'email');
        setProblem(other.length ? other.map(([, m]) => m).join(' ') : null);
        return;
      }
      toastError(TOAST_TEXT.somethingWentWrong);
      return;
    }
    toastSuccess(result.data.message ?? invoiceEmailedMessage(result.data.data.to));
    onClose();
  };

  return (
    <Modal
      open
      size="sm"
      title={`E-mail invoice #${order.invoice_no}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={isLoading}>
            Cancel
          </button>
          <button type="submit" form="pos-email-invoice-form" className="vd-btn" disabled={isLoading}>
            {isLoading ? <Spinner light label="Sending" /> : null}
            Send
          </button>
        </>
      }
    >
      <form id="pos-email-invoice-form" onSubmit={onSubmit} noValidate aria-label="E-mail invoice">
        <p>The invoice goes as a PDF attachment (Invoice-{order.invoice_no}.pdf), as it prints now.</p>
        {problem ? (
          <div className="vd-alert vd-alert--danger" role="alert">
            {problem}
          </div>
        ) : null}
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
      </form>
    </Modal>
  );
}
