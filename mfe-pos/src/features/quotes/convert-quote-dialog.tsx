import { useState } from 'react';
import type { QuoteView } from '@voltdesk/contracts';
import { TextField } from '@voltdesk/app-core/forms';
import { Modal } from '@voltdesk/app-core/ui';
import { quoteNumber } from './quote-document';

/**
 * Convert to invoice: what the invoice gets, an optional due date (empty each time the dialog opens), then
 * Create invoice. One step: the invoice gets the quote's lines and both keep the link.
 */
export function ConvertQuoteDialog({
  quote,
  busy,
  onConvert,
  onClose,
}: {
  quote: QuoteView;
  busy: boolean;
  onConvert: (dueDate: string) => void;
  onClose: () => void;
}) {
  const [dueDate, setDueDate] = useState('');
  return (
    <Modal
      open
      title={`Convert quote ${quoteNumber(quote)} to an invoice`}
      onClose={onClose}
      footer={
        <button type="button" className="vd-btn" disabled={busy} onClick={() => onConvert(dueDate)}>
          Create invoice
        </button>
      }
    >
      <p>
        The invoice gets this quote&apos;s customer, lines and discount ({quote.items.length} line
        {quote.items.length === 1 ? '' : 's'}), with nothing paid yet. The quote becomes Converted.
      </p>
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
