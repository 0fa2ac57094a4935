import { Fragment } from 'react';
import type { InvoiceFigures } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { formatPence } from '../money';
import { bankInfoOf } from './invoice-fields';

/** How to pay: the bank details the business filled in, or a line asking for them. */
function BankDetails({ setup }: { setup: SingleSetup | undefined }) {
  const bank = bankInfoOf(setup);
  const bankRows = (
    [
      ['Account holder', bank.holder_name],
      ['Account no', bank.ac_no],
      ['Sort code', bank.sort_code || bank.sort_name],
      ['Bank name', bank.bank_name],
    ] as const
  ).filter(([, value]) => value);
  return (
    <div className="pos-invoice__bank">
      <h3>Bank details</h3>
      {bankRows.length ? (
        <dl>
          {bankRows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p>Ask us for payment details.</p>
      )}
    </div>
  );
}

/** The document's foot figures: the bank details beside the totals every rendering shows. */
export function InvoiceTotals({
  setup,
  figures,
}: {
  setup: SingleSetup | undefined;
  figures: InvoiceFigures;
}) {
  return (
    <section className="pos-invoice__summary">
      <BankDetails setup={setup} />
      <dl className="pos-invoice__totals" aria-label="Totals">
        {figures.rows.map((f) => (
          <Fragment key={f.key}>
            <dt className={f.strong ? 'pos-invoice__strong' : undefined}>{f.label}</dt>
            <dd className={f.strong ? 'pos-invoice__strong' : undefined}>{formatPence(f.pence)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
