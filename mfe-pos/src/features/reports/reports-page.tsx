import { useId, useState, type ReactNode } from 'react';
import {
  AGING_BUCKET_LABELS,
  type PaymentMethod,
  type ReportPeriodQuery,
  type VatReportData,
} from '@voltdesk/contracts';
import { businessToday, normalizeError, toastError, useDocumentTitle } from '@voltdesk/app-core';
import { DateInput, Spinner } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { Card, PageHeader } from '../../shared/page';
import {
  useAgedReceivablesQuery,
  useDownloadCsv,
  usePeriodReportQuery,
  useSalesReportQuery,
  useVatReportQuery,
  type CsvKind,
} from './reports-api';
import './reports.css';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The periods a desk asks for most, in the business's calendar (`BUSINESS_TIME_ZONE`, the one svc-pos
 * counts its days in), whatever the browser's zone.
 */
export function presets(now = new Date()): Record<'today' | 'month' | 'lastMonth', ReportPeriodQuery> {
  const today = businessToday(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return {
    today: { from: today, to: today },
    month: { from: isoDay(new Date(Date.UTC(y, m - 1, 1))), to: today },
    lastMonth: {
      from: isoDay(new Date(Date.UTC(y, m - 2, 1))),
      to: isoDay(new Date(Date.UTC(y, m - 1, 0))),
    },
  };
}

/** A report's card: its own loading and error states, so one slow report never hides the others. */
function Section<T>({
  title,
  result,
  wide = false,
  children,
}: {
  title: string;
  result: { data?: T; isLoading: boolean; isError: boolean; error?: unknown };
  /** Takes the grid's whole width (the VAT summary's ten columns do not fit half of it). */
  wide?: boolean;
  children: (data: T) => ReactNode;
}) {
  const failed = result.isError
    ? (Object.values(normalizeError(result.error as Parameters<typeof normalizeError>[0]).fields)[0] ??
      'This report could not be loaded.')
    : null;
  return (
    <Card title={title} className={wide ? 'pos-report pos-report--wide' : 'pos-report'}>
      {result.isLoading ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : failed ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          {failed}
        </div>
      ) : result.data ? (
        children(result.data)
      ) : null}
    </Card>
  );
}

/** A two-column list of figures, each saying what it is. */
function Figures({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="pos-report__figures">
      {rows.map(([label, value]) => (
        <div key={label} className="pos-report__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** An amount the credit notes took back, shown negative (never as -0.00). */
const taken = (pounds: number) => (pounds === 0 ? 0 : -pounds);

/** A line of the VAT summary: what the invoices charged, what the credit notes took back, and the rest. */
function VatRow({
  label,
  figures,
  total = false,
}: {
  label: string;
  figures: VatReportData['rates'][number] | VatReportData;
  total?: boolean;
}) {
  const { invoiced, credited } = figures;
  return (
    <tr className={total ? 'pos-report__total' : undefined}>
      <td>{label}</td>
      <td className="pos-num">{formatPounds(invoiced.net)}</td>
      <td className="pos-num">{formatPounds(invoiced.vat)}</td>
      <td className="pos-num">{formatPounds(taken(credited.net))}</td>
      <td className="pos-num">{formatPounds(taken(credited.vat))}</td>
      <td className="pos-num">{formatPounds(figures.net)}</td>
      <td className="pos-num">{formatPounds(figures.vat)}</td>
      <td className="pos-num">{formatPounds(figures.gross)}</td>
    </tr>
  );
}

/**
 * A report's table: its caption, a heading per column (the first `textColumns` name the row, the rest are
 * figures, right-aligned), a row per entry, an optional total row, and `empty` in place of the rows when
 * there are none.
 */
function ReportTable({
  caption,
  columns,
  textColumns = 1,
  rows,
  total,
  empty,
}: {
  caption: string;
  columns: readonly string[];
  textColumns?: number;
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  total?: readonly ReactNode[];
  empty?: string;
}) {
  const cellsOf = (cells: readonly ReactNode[]) =>
    cells.map((cell, i) => (
      <td key={i} className={i < textColumns ? undefined : 'pos-num'}>
        {cell}
      </td>
    ));
  return (
    <table className="vd-table pos-report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} className={i < textColumns ? undefined : 'pos-num'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length} className="vd-table__state">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => <tr key={row.key}>{cellsOf(row.cells)}</tr>)
        )}
        {total ? <tr className="pos-report__total">{cellsOf(total)}</tr> : null}
      </tbody>
    </table>
  );
}

/** The CSV downloads, in the order offered: the period's invoices and payments, every customer. */
const CSV_DOWNLOADS: readonly (readonly [CsvKind, string])[] = [
  ['invoices', 'Invoices CSV'],
  ['payments', 'Payments CSV'],
  ['customers', 'Customers CSV (all)'],
];

/**
 * Reports: pick a period (days in the business's time zone, both ends included; Today
 * is the end-of-day report) and read the takings by payment method with refunds, the invoices issued, the
 * VAT summary and the sales by service and category; the aged receivables are as of today. The CSV
 * downloads export the period's invoices and payments, and every customer.
 */
export default function ReportsPage() {
  useDocumentTitle('Reports');
  const ids = { from: useId(), to: useId() };
  const quick = presets();
  const [period, setPeriod] = useState<ReportPeriodQuery>(quick.today);
  const [draft, setDraft] = useState<ReportPeriodQuery>(quick.today);
  const periodResult = usePeriodReportQuery(period);
  const vat = useVatReportQuery(period);
  const sales = useSalesReportQuery(period);
  const aged = useAgedReceivablesQuery();
  const [download, downloading] = useDownloadCsv();
  const invalid = !draft.from || !draft.to || draft.to < draft.from;

  const pick = (next: ReportPeriodQuery) => {
    setDraft(next);
    setPeriod(next);
  };
  const csv = async (kind: CsvKind) => {
    try {
      await download({ kind, ...period }).unwrap();
    } catch (error) {
      const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
      toastError(Object.values(e.fields)[0] ?? e.message ?? 'The download failed. Please try again.');
    }
  };

  return (
    <div className="pos-screen">
      <PageHeader title="Reports" />
      <Card title="Period">
        <form
          className="pos-report__period"
          aria-label="Report period"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) setPeriod(draft);
          }}
        >
          <div className="vd-field">
            <label className="vd-label" htmlFor={ids.from}>
              From
            </label>
            <DateInput
              id={ids.from}
              value={draft.from}
              onChange={(from) => setDraft((d) => ({ ...d, from }))}
            />
          </div>
          <div className="vd-field">
            <label className="vd-label" htmlFor={ids.to}>
              To
            </label>
            <DateInput
              id={ids.to}
              value={draft.to}
              aria-invalid={invalid ? true : undefined}
              onChange={(to) => setDraft((d) => ({ ...d, to }))}
            />
            {draft.to && draft.from && draft.to < draft.from ? (
              <div className="vd-field-error">
                The to date must be a date after or equal to the from date.
              </div>
            ) : null}
          </div>
          <button type="submit" className="vd-btn" disabled={invalid}>
            Show
          </button>
          {(
            [
              ['Today', quick.today],
              ['This month', quick.month],
              ['Last month', quick.lastMonth],
            ] as const
          ).map(([label, preset]) => (
            <button key={label} type="button" className="vd-btn vd-btn--ghost" onClick={() => pick(preset)}>
              {label}
            </button>
          ))}
        </form>
        <div className="pos-report__downloads" aria-label="CSV downloads" role="group">
          {CSV_DOWNLOADS.map(([kind, label]) => (
            <button
              key={kind}
              type="button"
              className="vd-btn vd-btn--ghost"
              disabled={downloading.isLoading}
              onClick={() => csv(kind)}
            >
              {label}
            </button>
          ))}
        </div>
      </Card>

      <div className="pos-report__grid">
        <Section title="Takings and invoices" result={periodResult}>
          {(r) => (
            <>
              <p className="pos-report__period-text">
                {r.from === r.to ? r.from : `${r.from} to ${r.to}`} ({r.time_zone})
              </p>
              <Figures
                rows={[
                  ['Taken (net)', formatPounds(r.takings.net)],
                  [
                    'Payments received',
                    `${formatPounds(r.takings.received.amount)} (${count(r.takings.received.count, 'payment')})`,
                  ],
                  [
                    'Refunds',
                    `${formatPounds(r.takings.refunds.amount)} (${count(r.takings.refunds.count, 'refund')})`,
                  ],
                  [
                    'Corrections',
                    `${formatPounds(r.takings.corrections.amount)} (${count(r.takings.corrections.count, 'correction')})`,
                  ],
                  [
                    'Invoices issued',
                    `${formatPounds(r.invoices.amount)} (${count(r.invoices.count, 'invoice')})`,
                  ],
                  ['Of which void', `${formatPounds(r.void.amount)} (${count(r.void.count, 'invoice')})`],
                  [
                    'Credit notes',
                    `${formatPounds(r.credit_notes.amount)} (${count(r.credit_notes.count, 'credit note')})`,
                  ],
                ]}
              />
              <ReportTable
                caption="Takings by payment method"
                columns={['Method', 'Received', 'Refunds', 'Corrections', 'Net']}
                rows={r.takings.by_method.map((m) => ({
                  key: m.method,
                  cells: [
                    METHOD_LABELS[m.method],
                    formatPounds(m.received),
                    formatPounds(m.refunds),
                    formatPounds(m.corrections),
                    formatPounds(m.net),
                  ],
                }))}
                empty="No money moved in this period."
              />
            </>
          )}
        </Section>

        <Section title="Sales by service" result={sales}>
          {(r) => (
            <>
              <ReportTable
                caption="Services (excluding VAT, net of discounts and credit notes)"
                columns={[
                  'Service',
                  'Category',
                  'Qty',
                  'Sales (ex. VAT)',
                  'Credited (ex. VAT)',
                  'Net (ex. VAT)',
                ]}
                textColumns={2}
                rows={r.services.map((service) => ({
                  key: service.id,
                  cells: [
                    service.name,
                    service.category ?? '—',
                    service.qty,
                    formatPounds(service.sales),
                    formatPounds(-service.credited),
                    formatPounds(service.amount),
                  ],
                }))}
                empty="No sales in this period."
              />
              <ReportTable
                caption="Categories (excluding VAT)"
                columns={['Category', 'Qty', 'Sales (ex. VAT)', 'Credited (ex. VAT)', 'Net (ex. VAT)']}
                rows={r.categories.map((c) => ({
                  key: c.category ?? '—',
                  cells: [
                    c.category ?? 'No category (service deleted)',
                    c.qty,
                    formatPounds(c.sales),
                    formatPounds(-c.credited),
                    formatPounds(c.amount),
                  ],
                }))}
              />
              <Figures
                rows={[
                  ['Lines (ex. VAT)', formatPounds(r.lines)],
                  ['Invoice discounts (ex. VAT)', formatPounds(-r.discounts)],
                  ['Credit notes (ex. VAT)', formatPounds(-r.credited)],
                  ['Net sales (ex. VAT)', formatPounds(r.net)],
                ]}
              />
              <p className="pos-report__note">
                Every amount excludes VAT, whether the invoice&apos;s prices included it or not. Credit notes
                count in the period they were issued.
              </p>
            </>
          )}
        </Section>

        <Section title="VAT summary" result={vat} wide>
          {(r) => (
            <>
              <div className="pos-report__scroll">
                <table className="vd-table pos-report__table">
                  <caption>
                    Net and VAT per rate ({count(r.invoices, 'VAT invoice')},{' '}
                    {count(r.credit_notes, 'credit note')})
                  </caption>
                  <thead>
                    <tr>
                      <th rowSpan={2}>Rate</th>
                      <th colSpan={2} scope="colgroup">
                        Invoices
                      </th>
                      <th colSpan={2} scope="colgroup">
                        Credit notes
                      </th>
                      <th colSpan={3} scope="colgroup">
                        For the period
                      </th>
                    </tr>
                    <tr>
                      <th className="pos-num">Net</th>
                      <th className="pos-num">VAT</th>
                      <th className="pos-num">Net</th>
                      <th className="pos-num">VAT</th>
                      <th className="pos-num">Net</th>
                      <th className="pos-num">VAT</th>
                      <th className="pos-num">Gross</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.rates.map((rate) => (
                      <VatRow
                        key={`${rate.rate}:${rate.percent}`}
                        label={`${rate.rate} (${rate.percent}%)`}
                        figures={rate}
                      />
                    ))}
                    <VatRow label="Total" figures={r} total />
                  </tbody>
                </table>
              </div>
              <p className="pos-report__note">
                VAT is calculated per line, as on the invoices: each line&apos;s VAT is rounded to the penny,
                and these figures are sums of those lines.
              </p>
              {r.credit_notes > 0 ? (
                <p className="pos-report__note">
                  Credit notes are taken off in the period they were issued, whatever the date of their
                  invoice.
                </p>
              ) : null}
              {r.not_analysed.count > 0 ? (
                <p className="pos-report__note">
                  {count(r.not_analysed.count, 'invoice')} ({formatPounds(r.not_analysed.amount)}) without VAT
                  figures (issued while not VAT registered) are not in the rates above.
                </p>
              ) : null}
              {r.credits_not_analysed.count > 0 ? (
                <p className="pos-report__note">
                  {count(r.credits_not_analysed.count, 'credit note')} (
                  {formatPounds(r.credits_not_analysed.amount)}) without VAT figures (on invoices without VAT)
                  are not in the rates above.
                </p>
              ) : null}
            </>
          )}
        </Section>

        <Section title="Aged receivables" result={aged}>
          {(r) => (
            <ReportTable
              caption={`Owed on unpaid invoices as of ${r.as_of}, by days past the due date`}
              columns={['Age', 'Invoices', 'Owed']}
              rows={r.buckets.map((b) => ({
                key: b.bucket,
                cells: [AGING_BUCKET_LABELS[b.bucket], b.count, formatPounds(b.amount)],
              }))}
              total={['Total', r.total.count, formatPounds(r.total.amount)]}
            />
          )}
        </Section>
      </div>
    </div>
  );
}
