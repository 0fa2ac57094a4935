import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { normalizeError, toastError } from '@voltdesk/app-core';
import { PORTAL_MESSAGES, type PortalAccountView } from '@voltdesk/contracts';
import { EmptyState, LoadError, PageLoading } from '../../shared/states';
import { usePortalAccountQuery, usePortalDocumentMutation, usePortalSignOutMutation } from './portal-api';
import { dayOf, methodName, money, quoteNumber } from './portal-format';
import { ScrollRegion } from '../../shared/scroll-region';

/** "View" of one document: asks svc-pos for the document's page (a customer link of its own), then goes. */
function ViewButton({ kind, id, label }: { kind: 'quote' | 'invoice'; id: string; label: string }) {
  const [open, { isLoading }] = usePortalDocumentMutation();
  const navigate = useNavigate();
  const go = async () => {
    try {
      // A page of the site (`/document?token=...`): the site's router opens it.
      navigate(await open({ kind, id }).unwrap());
    } catch (e) {
      toastError(normalizeError(e as Parameters<typeof normalizeError>[0]).message ?? 'Please try again.');
    }
  };
  return (
    <button type="button" className="vs-btn vs-btn--ghost vs-portal__view" onClick={go} disabled={isLoading}>
      View <span className="vs-visually-hidden">{label}</span>
    </button>
  );
}

function Invoices({ invoices }: { invoices: PortalAccountView['invoices'] }) {
  if (!invoices.length) return <EmptyState title="No invoices yet." />;
  return (
    <ScrollRegion className="vs-table-wrap" name="Invoices">
      <table className="vs-table">
        <caption>Invoices</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="vs-table__num">
              Total
            </th>
            <th scope="col" className="vs-table__num">
              To pay
            </th>
            <th scope="col">
              <span className="vs-visually-hidden">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((o) => (
            <tr key={o.id}>
              <th scope="row">#{o.invoice_no}</th>
              <td>{dayOf(o.created_at)}</td>
              <td>{o.status}</td>
              <td className="vs-table__num">{money(o.total)}</td>
              <td className="vs-table__num">{money(o.due)}</td>
              <td>
                <ViewButton kind="invoice" id={o.id} label={`invoice #${o.invoice_no}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Quotes({ quotes }: { quotes: PortalAccountView['quotes'] }) {
  if (!quotes.length) return <EmptyState title="No quotes yet." />;
  return (
    <ScrollRegion className="vs-table-wrap" name="Quotes">
      <table className="vs-table">
        <caption>Quotes</caption>
        <thead>
          <tr>
            <th scope="col">Quote</th>
            <th scope="col">Date</th>
            <th scope="col">Valid until</th>
            <th scope="col">Status</th>
            <th scope="col" className="vs-table__num">
              Total
            </th>
            <th scope="col">
              <span className="vs-visually-hidden">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => (
            <tr key={q.id}>
              <th scope="row">{quoteNumber(q.quote_no)}</th>
              <td>{dayOf(q.created_at)}</td>
              <td>{dayOf(q.valid_until)}</td>
              <td>{q.state}</td>
              <td className="vs-table__num">{money(q.total)}</td>
              <td>
                <ViewButton kind="quote" id={q.id} label={`quote ${quoteNumber(q.quote_no)}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Receipts({ receipts }: { receipts: PortalAccountView['receipts'] }) {
  if (!receipts.length) return <EmptyState title="No payments yet." />;
  return (
    <ScrollRegion className="vs-table-wrap" name="Payments">
      <table className="vs-table">
        <caption>Payments</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Invoice</th>
            <th scope="col">Method</th>
            <th scope="col" className="vs-table__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {receipts.map((r, i) => (
            <tr key={`${r.invoice_id}-${r.at ?? ''}-${i}`}>
              <td>{dayOf(r.at)}</td>
              <td>#{r.invoice_no}</td>
              <td>{r.kind === 'refund' ? `Refund (${methodName(r.method)})` : methodName(r.method)}</td>
              <td className="vs-table__num">{money(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Not signed in (no cookie, or the session ended): how to get in, since no password exists. */
function SignedOut({ message }: { message: string }) {
  return (
    <section className="vs-portal__panel" aria-labelledby="vs-portal-signed-out">
      <h2 id="vs-portal-signed-out" className="vs-section__title">
        Sign in to your account
      </h2>
      <p role="status">{message}</p>
      <p>
        Open any quote or invoice we e-mailed you and choose &ldquo;See all your documents&rdquo;: we e-mail
        you a sign-in link. No password needed.
      </p>
    </section>
  );
}

/** The signed-in customer's account: balance, invoices, quotes, payments, and signing out. */
export function PortalAccount() {
  const { data, error, isLoading, refetch } = usePortalAccountQuery();
  const [signOut, { isLoading: leaving }] = usePortalSignOutMutation();
  const [signedOut, setSignedOut] = useState(false);
  if (signedOut) return <SignedOut message={PORTAL_MESSAGES.signedOut} />;
  if (isLoading) return <PageLoading label="Loading your account…" />;
  if (error) {
    const e = normalizeError(error);
    if (e.status === 401) return <SignedOut message={e.message ?? PORTAL_MESSAGES.sessionEnded} />;
    return <LoadError onRetry={() => void refetch()} />;
  }
  if (!data) return null;
  const leave = async () => {
    await signOut()
      .unwrap()
      .catch(() => undefined);
    setSignedOut(true);
  };
  return (
    <div className="vs-portal">
      <div className="vs-portal__summary">
        <div>
          <h2 className="vs-section__title">Hello, {data.customer.name}</h2>
          <p className="vs-portal__balance">
            Balance to pay: <strong>{money(data.balance)}</strong>
          </p>
        </div>
        <button type="button" className="vs-btn vs-btn--dark" onClick={leave} disabled={leaving}>
          Sign out
        </button>
      </div>
      <Invoices invoices={data.invoices} />
      <Quotes quotes={data.quotes} />
      <Receipts receipts={data.receipts} />
    </div>
  );
}
