import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toastError, useDocumentTitle, useSetupEntriesQuery } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { Invoice, printQuote } from '../../shared/sales-document';
import { ConvertQuoteDialog } from './convert-quote-dialog';
import { DeclineQuoteDialog } from './decline-quote-dialog';
import { EmailQuoteDialog } from './email-quote-dialog';
import { QuoteActions } from './quote-actions';
import { documentOf, headingOf, quoteNumber } from './quote-document';
import { QuoteEmails } from './quote-emails';
import { QuoteStatusFacts } from './quote-status-facts';
import { QuoteTrail } from './quote-trail';
import { CustomerLinkStatus } from '../../shared/customer-link-status';
import { useQuoteByIdQuery } from './quotes-api';
import { useQuoteDecisions } from './use-quote-decisions';
import './quotes.css';

export const POPUP_BLOCKED = 'The print window was blocked. Please allow pop-ups for this site.';

type Dialog = 'decline' | 'convert' | 'deposit' | 'final' | 'email' | null;

/**
 * One quote (`quote/:id`): the document as it prints (the invoice renderer headed QUOTE), its status and
 * what can be done with it: Accept, Decline (with an optional reason), Convert to invoice (with an
 * optional due date: one step, the invoice gets the quote's lines and both keep the link; with a deposit,
 * Create deposit invoice and then Create final invoice, which deducts it), Edit while it
 * is open or expired, Print, E-mail; below the document, who it was e-mailed to.
 */
export default function QuoteDetailsPage() {
  const { id = '' } = useParams();
  const quote = useQuoteByIdQuery(id);
  const { data: setup } = useSetupEntriesQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const decisions = useQuoteDecisions(id, () => setDialog(null));
  const q = quote.data;
  useDocumentTitle(q ? `Quote ${quoteNumber(q)}` : 'Quote');

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
  const close = () => setDialog(null);
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
        <QuoteStatusFacts quote={q} />
        <CustomerLinkStatus kind="quote" id={q.id} />
        <QuoteActions
          quote={q}
          busy={decisions.busy}
          onAccept={decisions.accept}
          onDecline={() => setDialog('decline')}
          onConvert={() => setDialog('convert')}
          onDepositInvoice={() => setDialog('deposit')}
          onFinalInvoice={() => setDialog('final')}
          onPrint={() => {
            if (!printQuote(documentOf(q), headingOf(q), setup)) toastError(POPUP_BLOCKED);
          }}
          onEmail={() => setDialog('email')}
        />
      </Card>
      <Card title="Document">
        <Invoice order={documentOf(q)} setup={setup} origin={window.location.origin} quote={headingOf(q)} />
      </Card>
      <QuoteEmails quote={q} />
      <QuoteTrail quote={q} />

      {dialog === 'decline' ? (
        <DeclineQuoteDialog quote={q} busy={decisions.busy} onDecline={decisions.decline} onClose={close} />
      ) : null}
      {dialog === 'convert' ? (
        <ConvertQuoteDialog quote={q} busy={decisions.busy} onConvert={decisions.convert} onClose={close} />
      ) : null}
      {dialog === 'deposit' ? (
        <ConvertQuoteDialog
          quote={q}
          kind="deposit"
          busy={decisions.busy}
          onConvert={decisions.depositInvoice}
          onClose={close}
        />
      ) : null}
      {dialog === 'final' ? (
        <ConvertQuoteDialog
          quote={q}
          kind="final"
          busy={decisions.busy}
          onConvert={decisions.finalInvoice}
          onClose={close}
        />
      ) : null}
      {dialog === 'email' ? <EmailQuoteDialog quote={q} onClose={close} /> : null}
    </div>
  );
}
