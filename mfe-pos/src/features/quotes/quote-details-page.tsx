import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { quoteEmailedMessage, type QuoteEmailRequest, type QuoteView } from '@voltdesk/contracts';
import {
  normalizeError,
  toastError,
  toastSuccess,
  useDocumentTitle,
  useSetupEntriesQuery,
} from '@voltdesk/app-core';
import { TextField, useSubmitOnce, type SubmitOnce } from '@voltdesk/app-core/forms';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { EmailDocumentDialog } from '../../shared/email-document-dialog';
import { Card, PageHeader } from '../../shared/page';
import { Invoice, printQuote } from '../../shared/sales-document';
import { documentOf, headingOf, quoteNumber } from './quote-document';
import { QuoteEmails } from './quote-emails';
import { formatDay, QuoteStatusBadge } from './quote-list-page';
import {
  useAcceptQuoteMutation,
  useConvertQuoteMutation,
  useDeclineQuoteMutation,
  useEmailQuoteMutation,
  useQuoteByIdQuery,
} from './quotes-api';
import './quotes.css';

export const POPUP_BLOCKED = 'The print window was blocked. Please allow pop-ups for this site.';

/** What a refused call says: svc-pos's field message (422) or its message (409), else a plain one. */
function say(error: unknown) {
  const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
  toastError(Object.values(e.fields)[0] ?? e.message ?? 'Something went wrong!');
}

type Dialog = 'decline' | 'convert' | 'email' | null;

/** svc-pos's 409: this window's key already sent the quote, to the address it had then. */
export const QUOTE_EMAIL_KEY_REUSED =
  'This quote was already sent from this window, perhaps to another address. Close it before sending again.';

/** What each status allows (svc-pos refuses the rest with its reason). */
function allowed(q: QuoteView) {
  const open = q.status === 'Open';
  return {
    accept: open,
    decline: open || q.status === 'Expired' || q.status === 'Accepted',
    convert: open || q.status === 'Accepted',
    edit: open || q.status === 'Expired',
  };
}

/**
 * One quote (`quote/:id`): the document as it prints (the invoice renderer headed QUOTE), its status and
 * what can be done with it: Accept, Decline (with an optional reason), Convert to invoice (with an
 * optional due date: one step, the invoice gets the quote's lines and both keep the link), Edit while it
 * is open or expired, Print, E-mail; below the document, who it was e-mailed to.
 */
export default function QuoteDetailsPage() {
  const { id = '' } = useParams();
  const quote = useQuoteByIdQuery(id);
  const { data: setup } = useSetupEntriesQuery();
  const [accept, accepting] = useAcceptQuoteMutation();
  const [decline, declining] = useDeclineQuoteMutation();
  const [convert, converting] = useConvertQuoteMutation();
  const [sendEmail] = useEmailQuoteMutation();
  // An Accepted, Declined or Converted quote is never Open again, so each decision is taken once per page.
  const acceptOnce = useSubmitOnce();
  const declineOnce = useSubmitOnce();
  const convertOnce = useSubmitOnce();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [dueDate, setDueDate] = useState('');
  const q = quote.data;
  useDocumentTitle(q ? `Quote ${quoteNumber(q)}` : 'Quote');
  const busy = accepting.isLoading || declining.isLoading || converting.isLoading;

  if (quote.isLoading) return <Spinner label="Loading" />;
  if (!q) {
    return (
      <div className="pos-screen">
        <PageHeader title="Quote" />
        <div className="vd-alert vd-alert--danger" role="alert">
          This quote does not exist.
        </div>
      </div>
    );
  }
  const can = allowed(q);
  /** Each decision is taken once: a double click's second would only earn svc-pos's 409 after the success. */
  const run = (once: SubmitOnce, call: () => Promise<{ message?: string }>) =>
    once(async () => {
      try {
        const res = await call();
        if (res.message) toastSuccess(res.message);
        setDialog(null);
        return true;
      } catch (error) {
        say(error);
        return false;
      }
    });

  return (
    <div className="pos-screen">
      <PageHeader
        title={`Quote ${quoteNumber(q)}`}
        actions={
          <Link className="vd-btn vd-btn--ghost" to="../quotes">
            All quotes
          </Link>
        }
      />
      <Card title="Status">
        <div className="pos-quote-status">
          <QuoteStatusBadge status={q.status} />
          {q.status === 'Expired' ? (
            <span>Expired after {formatDay(q.valid_until)}: edit it to extend the date.</span>
          ) : (
            <span>Valid until {formatDay(q.valid_until)}</span>
          )}
          {q.decided_at && (q.status === 'Accepted' || q.status === 'Declined') ? (
            <span>
              {q.status} on {formatDay(q.decided_at)}
              {q.decision_reason ? `: ${q.decision_reason}` : ''}
            </span>
          ) : null}
          {q.invoice_no !== null && q.order_id ? (
            <span>
              Converted to <Link to={`../posupdate/${q.order_id}`}>invoice #{q.invoice_no}</Link>
            </span>
          ) : null}
        </div>
        <div className="pos-quote-actions">
          {can.accept ? (
            <button
              type="button"
              className="vd-btn vd-btn--success"
              disabled={busy}
              onClick={() => run(acceptOnce, () => accept({ id }).unwrap())}
            >
              Accept
            </button>
          ) : null}
          {can.decline ? (
            <button
              type="button"
              className="vd-btn vd-btn--danger"
              disabled={busy}
              onClick={() => {
                setReason('');
                setDialog('decline');
              }}
            >
              Decline
            </button>
          ) : null}
          {can.convert ? (
            <button
              type="button"
              className="vd-btn"
              disabled={busy}
              onClick={() => {
                setDueDate('');
                setDialog('convert');
              }}
            >
              Convert to invoice
            </button>
          ) : null}
          {can.edit ? (
            <Link className="vd-btn vd-btn--ghost" to={`../quoteupdate/${q.id}`}>
              Edit
            </Link>
          ) : null}
          <button
            type="button"
            className="vd-btn vd-btn--ghost"
            onClick={() => {
              if (!printQuote(documentOf(q), headingOf(q), setup)) toastError(POPUP_BLOCKED);
            }}
          >
            Print
          </button>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={() => setDialog('email')}>
            E-mail quote
          </button>
        </div>
      </Card>
      <Card title="Document">
        <Invoice order={documentOf(q)} setup={setup} origin={window.location.origin} quote={headingOf(q)} />
      </Card>
      <QuoteEmails quote={q} />

      <Modal
        open={dialog === 'decline'}
        title={`Decline quote ${quoteNumber(q)}`}
        onClose={() => setDialog(null)}
        footer={
          <button
            type="button"
            className="vd-btn vd-btn--danger"
            disabled={busy}
            onClick={() => run(declineOnce, () => decline({ id, reason: reason.trim() || null }).unwrap())}
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
      <Modal
        open={dialog === 'convert'}
        title={`Convert quote ${quoteNumber(q)} to an invoice`}
        onClose={() => setDialog(null)}
        footer={
          <button
            type="button"
            className="vd-btn"
            disabled={busy}
            onClick={() => run(convertOnce, () => convert({ id, due_date: dueDate || null }).unwrap())}
          >
            Create invoice
          </button>
        }
      >
        <p>
          The invoice gets this quote&apos;s customer, lines and discount ({q.items.length} line
          {q.items.length === 1 ? '' : 's'}), with nothing paid yet. The quote becomes Converted.
        </p>
        <TextField
          label="Due Date (optional)"
          name="due_date"
          type="date"
          value={dueDate}
          onChange={setDueDate}
        />
      </Modal>
      {dialog === 'email' ? (
        <EmailDocumentDialog
          title={`E-mail quote ${quoteNumber(q)}`}
          formLabel="E-mail quote"
          attachmentNote={`The quote goes as a PDF attachment (Quote-${quoteNumber(q)}.pdf), as it prints now.`}
          initialEmail={q.customer.email}
          schemaId="pos.quotes.email"
          requestFor={(email) => ({ quote_id: q.id, ...(email ? { email } : {}) })}
          send={(request, idempotencyKey) =>
            sendEmail({ request: request as QuoteEmailRequest, idempotencyKey })
          }
          sentMessage={(to) => quoteEmailedMessage(quoteNumber(q), to)}
          keyReusedMessage={QUOTE_EMAIL_KEY_REUSED}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
