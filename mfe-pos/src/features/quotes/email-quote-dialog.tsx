import { quoteEmailedMessage, type QuoteView } from '@voltdesk/contracts';
import { EmailDocumentDialog } from '../../shared/email-document-dialog';
import { quoteNumber } from './quote-document';
import { useEmailQuoteMutation } from './quotes-api';

/** svc-pos's 409: this window's key already sent the quote, to the address it had then. */
export const QUOTE_EMAIL_KEY_REUSED =
  'This quote was already sent from this window, perhaps to another address. Close it before sending again.';

/** E-mail quote: the quote as a PDF to the customer's e-mail or another address. */
export function EmailQuoteDialog({ quote: q, onClose }: { quote: QuoteView; onClose: () => void }) {
  const [sendEmail] = useEmailQuoteMutation();
  return (
    <EmailDocumentDialog
      title={`E-mail quote ${quoteNumber(q)}`}
      formLabel="E-mail quote"
      attachmentNote={`The quote goes as a PDF attachment (Quote-${quoteNumber(q)}.pdf), as it prints now.`}
      initialEmail={q.customer.email}
      schemaId="pos.quotes.email"
      requestFor={(email) => ({ quote_id: q.id, ...(email ? { email } : {}) })}
      send={(request, idempotencyKey) => sendEmail({ request, idempotencyKey })}
      sentMessage={(to) => quoteEmailedMessage(quoteNumber(q), to)}
      keyReusedMessage={QUOTE_EMAIL_KEY_REUSED}
      onClose={onClose}
    />
  );
}
