import { useState } from 'react';
import type { QuoteView } from '@voltdesk/contracts';
import { TextField } from '@voltdesk/app-core/forms';
import { Modal } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { quoteNumber } from './quote-document';

/** Which invoice the dialog makes: the whole invoice, the deposit invoice, or the final invoice. */
export type QuoteInvoiceKind = 'invoice' | 'deposit' | 'final';

const lineCount = (q: QuoteView) => `${q.items.length} line${q.items.length === 1 ? '' : 's'}`;

function titleOf(kind: QuoteInvoiceKind, q: QuoteView): string {
  if (kind === 'deposit') return `Deposit invoice for quote ${quoteNumber(q)}`;
  if (kind === 'final') return `Final invoice for quote ${quoteNumber(q)}`;
  return `Convert quote ${quoteNumber(q)} to an invoice`;
}

function textOf(kind: QuoteInvoiceKind, q: QuoteView): string {
  if (kind === 'deposit') {
    return `The deposit invoice charges ${formatPounds(q.deposit?.amount ?? 0)} of this quote's total, split over its lines and VAT rates, with nothing paid yet. An open quote becomes Accepted.`;
  }
  if (kind === 'final') {
    return `The final invoice charges this quote's ${lineCount(q)}, less what its deposit invoice charged (net and VAT). The deposit invoice must be paid first. The quote becomes Converted.`;
  }
  return `The invoice gets this quote's customer, lines and discount (${lineCount(q)}), with nothing paid yet. The quote becomes Converted.`;
}

/**
 * Convert to invoice, Create deposit invoice or Create final invoice: what the invoice gets, an optional
 * due date (empty each time the dialog opens), then Create invoice. One step each; both keep the link.
 */
export function ConvertQuoteDialog({
  quote,
  kind = 'invoice',
  busy,
  onConvert,
  onClose,
}: {
  quote: QuoteView;
  kind?: QuoteInvoiceKind;
  busy: boolean;
  onConvert: (dueDate: string) => void;
  onClose: () => void;
}) {
  const [dueDate, setDueDate] = useState('');
  return (
    <Modal
      open
      title={titleOf(kind, quote)}
      onClose={onClose}
      footer={
        <button type="button" className="vd-btn" disabled={busy} onClick={() => onConvert(dueDate)}>
          Create invoice
        </button>
      }
    >
      <p>{textOf(kind, quote)}</p>
      <TextField
        label="Due Date (optional)"
        name="due_date"
        type="date"
        value={dueDate}
        onChange={setDueDate}
      />
    </Modal>
  );
}
