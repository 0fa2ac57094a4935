import { useState } from 'react';
import type { ReportPeriodQuery, VatReturnData } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { ReportSection } from './report-section';
import { count } from './report-words';
import { useVatReturnQuery } from './reports-api';

type Box = keyof VatReturnData['boxes'];

/** HMRC's wording of each box, shortened as its online form shows it. */
const BOXES: ReadonlyArray<{ box: Box; label: string; whole?: boolean; behind?: 'sales' | 'purchases' }> = [
  { box: 'box1', label: 'VAT due on sales and other outputs', behind: 'sales' },
  { box: 'box2', label: 'VAT due on acquisitions from the EU' },
  { box: 'box3', label: 'Total VAT due' },
  { box: 'box4', label: 'VAT reclaimed on purchases and other inputs', behind: 'purchases' },
  { box: 'box5', label: 'Net VAT to pay to HMRC or reclaim' },
  { box: 'box6', label: 'Total value of sales, excluding VAT', whole: true, behind: 'sales' },
  { box: 'box7', label: 'Total value of purchases, excluding VAT', whole: true, behind: 'purchases' },
  { box: 'box8', label: 'Total value of supplies of goods to the EU', whole: true },
  { box: 'box9', label: 'Total value of acquisitions of goods from the EU', whole: true },
];

const wholePounds = (n: number) => `£${n.toLocaleString('en-GB')}`;

function SalesBehind({ r }: { r: VatReturnData }) {
  if (r.sales.length === 0)
    return <p className="pos-report__note">No VAT invoices or credit notes in the period.</p>;
  return (
    <table className="vd-table pos-report__table">
      <caption>Invoices and credit notes behind boxes 1 and 6</caption>
      <thead>
        <tr>
          <th>Document</th>
          <th>Date</th>
          <th className="pos-num">Net</th>
          <th className="pos-num">VAT</th>
        </tr>
      </thead>
      <tbody>
        {r.sales.map((s) => (
          <tr key={`${s.kind}-${s.order_id}-${s.number ?? s.date}`}>
            <td>
              <a href={`/admin/posupdate/${s.order_id}`}>
                {s.kind === 'invoice' ? `Invoice #${s.number}` : `Credit note #${s.number}`}
              </a>
            </td>
            <td>{s.date}</td>
            <td className="pos-num">{formatPounds(s.net)}</td>
            <td className="pos-num">{formatPounds(s.vat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PurchasesBehind({ r }: { r: VatReturnData }) {
  if (r.purchases.length === 0) return <p className="pos-report__note">No expenses dated in the period.</p>;
  return (
    <table className="vd-table pos-report__table">
      <caption>Expenses behind boxes 4 and 7</caption>
      <thead>
        <tr>
          <th>Supplier</th>
          <th>Date</th>
          <th className="pos-num">Net</th>
          <th className="pos-num">VAT</th>
        </tr>
      </thead>
      <tbody>
        {r.purchases.map((p) => (
          <tr key={p.id}>
            <td>{p.supplier}</td>
            <td>{p.date}</td>
            <td className="pos-num">{formatPounds(p.net)}</td>
            <td className="pos-num">{formatPounds(p.vat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The VAT return's nine boxes for the period (pick the VAT quarter as the period): boxes 1, 4, 6 and 7 open
 * the invoices, credit notes or expenses they are made of, so each figure can be checked before it is
 * filed.
 */
export function VatReturn({ period }: { period: ReportPeriodQuery }) {
  const result = useVatReturnQuery(period);
  const [shown, setShown] = useState<'sales' | 'purchases' | null>(null);
  return (
    <ReportSection title="VAT return" result={result} wide>
      {(r) => (
        <>
          <table className="vd-table pos-report__table">
            <thead>
              <tr>
                <th>Box</th>
                <th>What it holds</th>
                <th className="pos-num">Amount</th>
              </tr>
            </thead>
            <tbody>
              {BOXES.map(({ box, label, whole, behind }) => (
                <tr key={box}>
                  <td>{box.slice(3)}</td>
                  <td>
                    {behind ? (
                      <button
                        type="button"
                        className="vd-btn vd-btn--ghost vd-btn--sm"
                        aria-expanded={shown === behind}
                        onClick={() => setShown(shown === behind ? null : behind)}
                      >
                        {label}
                      </button>
                    ) : (
                      label
                    )}
                  </td>
                  <td className="pos-num">
                    {whole ? wholePounds(r.boxes[box]) : formatPounds(r.boxes[box])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown === 'sales' ? <SalesBehind r={r} /> : null}
          {shown === 'purchases' ? <PurchasesBehind r={r} /> : null}
          <p className="pos-report__note">
            Boxes 6 to 9 are whole pounds, the pence left out, as HMRC asks. Credit notes count in the period
            they were issued.
          </p>
          {r.not_analysed.count > 0 ? (
            <p className="pos-report__note">
              {count(r.not_analysed.count, 'invoice')} ({formatPounds(r.not_analysed.amount)}) issued while
              not VAT registered are not in the return.
            </p>
          ) : null}
        </>
      )}
    </ReportSection>
  );
}
