import { invoiceEmailedMessage, type OrderView } from '@voltdesk/contracts';
import { EmailDocumentDialog } from '../../shared/email-document-dialog';
import { useEmailInvoiceMutation } from './orders-api';

/** svc-pos's 409: this window's key already sent the invoice, to the address it had then. */
export const EMAIL_KEY_REUSED =
  'This invoice was already sent from this window, perhaps to another address. Close it and check the trail before sending again.';

/**
 * "E-mail invoice" from the order details: `admin/emailInvoice` through the shared
 * e-mail dialog (address, one key per address per opening); the toast says 'Invoice e-mailed to
 * <address>'. The order list opens it in the details' place (one dialog at a time).
 */
export function EmailInvoiceDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const [send] = useEmailInvoiceMutation();
  return (
    <EmailDocumentDialog
      title={`E-mail invoice #${order.invoice_no}`}
      formLabel="E-mail invoice"
      attachmentNote={`The invoice goes as a PDF attachment (Invoice-${order.invoice_no}.pdf), as it prints now.`}
      initialEmail={order.customer.email ?? ''}
      schemaId="pos.orders.email"
      requestFor={(email) => ({ order_id: order.id, ...(email ? { email } : {}) })}
      send={(request, idempotencyKey) => send({ request, idempotencyKey })}
      sentMessage={invoiceEmailedMessage}
      keyReusedMessage={EMAIL_KEY_REUSED}
      onClose={onClose}
    />
  );
}
