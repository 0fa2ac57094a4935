import { useState } from 'react';
import type { QuoteView } from '@voltdesk/contracts';
import { TextField } from '@voltdesk/app-core/forms';
import { Modal } from '@voltdesk/app-core/ui';
import { quoteNumber } from './quote-document';

/** Decline quote: an optional reason (it starts empty each time the dialog opens), then Decline quote. */
export function DeclineQuoteDialog({
  quote,
  busy,
  onDecline,
  onClose,
}: {
  quote: QuoteView;
  busy: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={`Decline quote ${quoteNumber(quote)}`}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="vd-btn vd-btn--danger"
          disabled={busy}
          onClick={() => onDecline(reason)}
        >
          Decline quote
        </button>
      }
    >
      <TextField
        label="Reason (optional)"
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
    </Modal>
  );
}
