import { useId, useState } from 'react';
import type { OrderTrailData, OrderView } from '@voltdesk/contracts';
import { formatPence, formatPounds } from '../../shared/money';
import { vatRateName } from '../../shared/sales-document';
import { adminNameOf, type AdminNames } from '../../shared/admin-names';
import { formatDateTime } from '../../shared/date-time';
import { ledgerOf, receiptNo, type LedgerEntry } from './ledger';
import { PAYMENT_METHOD_LABEL } from './payment-methods';
import { RECEIPT_LAYOUT_LABEL, type ReceiptLayout } from './receipt';
import { CreditReverseCharge } from './credit-reverse-charge';
import { actionWords, changeWords } from './trail-words';

const KIND_WORDS = { payment: 'Payment', refund: 'Refund', correction: 'Correction' } as const;

interface PaymentRowProps {
  order: OrderView;
  entry: LedgerEntry;
  names: AdminNames | undefined;
  layout: ReceiptLayout;
  onPrintReceipt: (entry: LedgerEntry, layout: ReceiptLayout) => void;
}

/** One entry of the payment history, money out (a refund, a correction) shown negative, with its receipt. */
function PaymentRow({ order, entry, names, layout, onPrintReceipt }: PaymentRowProps) {
  const p = entry.payment;
  const out = p.amount < 0;
  return (
    <tr className={out ? 'pos-records__out' : undefined}>
      <td>{formatDateTime(p.at)}</td>
      <td>
        {KIND_WORDS[p.kind ?? (out ? 'correction' : 'payment')]}
        {p.credit_no ? ` (credit note #${p.credit_no})` : ''}
      </td>
      <td>{PAYMENT_METHOD_LABEL[p.method ?? 'cash']}</td>
      <td>{p.reference || '—'}</td>
      <td>{adminNameOf(names, p.by)}</td>
      <td className="pos-num">{formatPounds(p.amount)}</td>
      <td className="pos-num">{formatPence(entry.balanceAfterPence)}</td>
      <td>
        <button
          type="button"
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Print receipt ${receiptNo(order, entry)} (${RECEIPT_LAYOUT_LABEL[layout]})`}
          onClick={() => onPrintReceipt(entry, layout)}
        >
          Print receipt
        </button>
      </td>
    </tr>
  );
}

/**
 * The invoice's payment history: when, how, reference, who, amount; refunds and
 * corrections are money out, shown negative. Each entry prints its receipt, A4 or 80 mm.
 */
export function PaymentHistory({
  order,
  names,
  onPrintReceipt,
}: {
  order: OrderView;
  names: AdminNames | undefined;
  onPrintReceipt: (entry: LedgerEntry, layout: ReceiptLayout) => void;
}) {
  const [layout, setLayout] = useState<ReceiptLayout>('a4');
  const layoutId = useId();
  const ledger = ledgerOf(order);
  return (
    <section className="pos-records" aria-labelledby={`${layoutId}-title`}>
      <div className="pos-records__head">
        <h3 id={`${layoutId}-title`} className="pos-details__title">
          Payments
        </h3>
        {ledger.length ? (
          <div className="pos-inline-field">
            <label htmlFor={layoutId}>Receipt paper</label>
            <select
              id={layoutId}
              className="vd-input"
              value={layout}
              onChange={(e) => setLayout(e.target.value === 'thermal' ? 'thermal' : 'a4')}
            >
              {(Object.keys(RECEIPT_LAYOUT_LABEL) as ReceiptLayout[]).map((l) => (
                <option key={l} value={l}>
                  {RECEIPT_LAYOUT_LABEL[l]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {ledger.length === 0 ? (
        <p className="pos-muted">No payments yet.</p>
      ) : (
        <div className="vd-table-wrap">
          <table className="vd-table pos-records__table">
            <caption className="vd-visually-hidden">Payment history</caption>
            <thead>
              <tr>
                <th>Date</th>
                <th>Kind</th>
                <th>Method</th>
                <th>Reference</th>
                <th>Taken by</th>
                <th className="pos-num">Amount</th>
                <th className="pos-num">Balance left</th>
                <th>
                  <span className="vd-visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <PaymentRow
                  key={entry.number}
                  order={order}
                  entry={entry}
                  names={names}
                  layout={layout}
                  onPrintReceipt={onPrintReceipt}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The invoice's credit notes: number, date, amount, reason, money given back. On a VAT invoice each note
 * also shows the VAT it reverses, net and VAT in total and per rate, as a UK VAT credit note must.
 */
export function CreditNotes({ order, names }: { order: OrderView; names: AdminNames | undefined }) {
  const notes = order.credit_notes ?? [];
  if (notes.length === 0) return null;
  const vat = Boolean(order.vat);
  return (
    <section className="pos-records" aria-label="Credit notes">
      <h3 className="pos-details__title">Credit notes</h3>
      <div className="vd-table-wrap">
        <table className="vd-table pos-records__table">
          <caption className="vd-visually-hidden">Credit notes</caption>
          <thead>
            <tr>
              <th>Credit note</th>
              <th>Date</th>
              <th className="pos-num">Amount</th>
              {vat ? (
                <>
                  <th className="pos-num">Net</th>
                  <th className="pos-num">VAT</th>
                  <th>VAT by rate</th>
                </>
              ) : null}
              <th>Reason</th>
              <th>Refund</th>
              <th>By</th>
            </tr>
          </thead>
          <tbody>
            {notes.map((n, i) => (
              <tr key={n.credit_no ?? `pending-${i}`}>
                <td>{n.credit_no ? `#${n.credit_no}` : 'Being numbered'}</td>
                <td>{formatDateTime(n.at)}</td>
                <td className="pos-num">{formatPounds(n.amount)}</td>
                {vat ? (
                  <>
                    <td className="pos-num">{n.vat ? formatPounds(n.vat.net) : '—'}</td>
                    <td className="pos-num">{n.vat ? formatPounds(n.vat.vat) : '—'}</td>
                    <td>
                      {n.vat?.summary.map((r) => (
                        <div key={r.rate}>
                          {vatRateName(r.rate, r.percent)}: net {formatPounds(r.net)}, VAT{' '}
                          {formatPounds(r.vat)}
                        </div>
                      ))}
                      <CreditReverseCharge note={n} />
                    </td>
                  </>
                ) : null}
                <td>{n.reason}</td>
                <td>
                  {n.refund > 0
                    ? `${formatPounds(n.refund)} by ${PAYMENT_METHOD_LABEL[n.refund_method ?? 'cash'].toLowerCase()}${
                        n.refund_reference ? ` (ref ${n.refund_reference})` : ''
                      }`
                    : 'None'}
                </td>
                <td>{adminNameOf(names, n.by)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pos-hint">
        Credited in all: {formatPounds(order.credited ?? 0)} of {formatPounds(order.total)}.
      </p>
    </section>
  );
}

/** The invoice's trail: who did what and when, each edit with its values before and after. */
export function OrderTrail({
  trail,
  loading,
  failed,
  names,
}: {
  trail: OrderTrailData | undefined;
  loading: boolean;
  failed: boolean;
  names: AdminNames | undefined;
}) {
  return (
    <section className="pos-records" aria-label="History">
      <h3 className="pos-details__title">History</h3>
      {failed ? (
        <p className="vd-alert vd-alert--danger" role="alert">
          The history could not be loaded. Please try again.
        </p>
      ) : loading || !trail ? (
        <p className="pos-muted">Loading the history…</p>
      ) : trail.trail.length === 0 ? (
        <p className="pos-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="pos-trail">
          {trail.trail.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className={`pos-trail__entry pos-trail__entry--${entry.action}`}>
              <div className="pos-trail__line">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span className="pos-trail__who">{adminNameOf(names, entry.by)}</span>
                <span className="pos-trail__what">{actionWords(entry)}</span>
              </div>
              {entry.changes.length ? (
                <ul className="pos-trail__changes">
                  {entry.changes.flatMap(changeWords).map((words, j) => (
                    <li key={j}>{words}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
