import { toPence } from './fields';
import { formatQuoteNo, type QuoteView } from './quotes';
import type { OrderView } from './views';

/**
 * The figures an invoice document shows under its lines, and the status it is headed with: one
 * computation for every rendering of an invoice (the POS details dialog and print window, svc-notify's
 * PDF, the payment and credit-note dialogs, receipts), so none of them can leave a line out. After a credit
 * note the figures only add up with it: Total - Credited - Amount Paid = Due.
 */

export type InvoiceFigureKey =
  | 'sub_total'
  | 'discount'
  | 'net'
  | 'vat'
  | 'job_total'
  | 'less_deposit'
  | 'less_deposit_vat'
  | 'total'
  | 'cis_deduction'
  | 'cis_payable'
  | 'credited'
  | 'paid'
  | 'due';

export interface InvoiceFigure {
  key: InvoiceFigureKey;
  label: string;
  /** Integer pence. */
  pence: number;
  /** Total and Due: the figures a reader looks for first. */
  strong: boolean;
}

/** Where the invoice stands: `part_paid` when money was taken but some is still due. */
export type InvoiceStanding = 'paid' | 'part_paid' | 'unpaid' | 'void';

export const INVOICE_STANDING_LABELS: Readonly<Record<InvoiceStanding, string>> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  unpaid: 'Unpaid',
  void: 'Void',
};

/** The note under a VAT invoice's summary: how its prices were typed and how its VAT was worked out. */
export const VAT_PER_LINE_NOTE = 'VAT is calculated per line.';

/** Pence as an invoice prints them: "£1,234.50", "-£3.00". */
export function formatInvoicePence(pence: number): string {
  const p = Math.round(pence);
  const abs = Math.abs(p);
  const whole = Math.trunc(abs / 100).toLocaleString('en-GB');
  return `${p < 0 ? '-' : ''}£${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export interface InvoiceFigures {
  /** In the order they print: Sub Total, Discount, (Net, VAT), Total, (Credited), Amount Paid, Due. */
  rows: InvoiceFigure[];
  standing: InvoiceStanding;
  /** "Paid", "Part paid: £213.11 due", "Unpaid", "Void": what the invoice's status says. */
  status: string;
  /** The VAT note of a VAT invoice ("Prices include VAT. VAT is calculated per line."); null otherwise. */
  vatNote: string | null;
  /**
   * What a deposit invoice or a final invoice (deposits.ts) says under its number: the quote it charges a
   * deposit of, or the deposit invoices it deducts; on a quote, the deposit it asks. Empty otherwise.
   */
  depositTerms: Array<[term: string, value: string]>;
}

/** A quote drawn as an invoice (quoteAsInvoiceDocument) carries the deposit it asks. */
export interface QuoteDepositSource {
  quote_deposit?: QuoteView['deposit'];
}

type InvoiceSource = QuoteDepositSource &
  Pick<OrderView, 'sub_total' | 'discount' | 'total' | 'payment' | 'due' | 'status' | 'credited' | 'vat'> &
  Partial<Pick<OrderView, 'deposit_of' | 'deposit_deduction' | 'cis'>>;

/** The deposit lines' labels (short: the PDF's totals column is narrow). */
export const DEPOSIT_FIGURE_LABELS = {
  job_total: 'Total for the work',
  less_deposit: 'Less deposit paid',
  less_deposit_net: 'Less deposit (net)',
  less_deposit_vat: 'Less VAT on deposit',
} as const;

function depositTermsOf(order: InvoiceSource): Array<[string, string]> {
  const asked = order.quote_deposit;
  if (asked) {
    const share = asked.percent === null ? '' : ` (${asked.percent}%)`;
    return [['Deposit', `${formatInvoicePence(toPence(asked.amount))}${share}`]];
  }
  const of = order.deposit_of;
  if (of) {
    const share = of.percent === null ? '' : ` (${of.percent}%)`;
    return [['Deposit for', `Quote ${formatQuoteNo(of.quote_no)}${share}`]];
  }
  const d = order.deposit_deduction;
  if (!d) return [];
  return d.invoices.length ? [['Deposit invoice', d.invoices.map((i) => `#${i.invoice_no}`).join(', ')]] : [];
}

/**
 * What an invoice (or, with `quote`, a quote drawn as one: no payment figures) shows. Figures come from the
 * order as svc-pos computed them, in pence; only rows that mean something are left out (Net and VAT without
 * VAT, Credited without a credit note).
 */
export function invoiceFigures(order: InvoiceSource, options: { quote?: boolean } = {}): InvoiceFigures {
  const credited = toPence(order.credited ?? 0);
  const paid = toPence(order.payment);
  const due = toPence(order.due);
  const row = (key: InvoiceFigureKey, label: string, pence: number, strong = false): InvoiceFigure => ({
    key,
    label,
    pence,
    strong,
  });
  const vat = order.vat ?? null;
  const rows: InvoiceFigure[] = [
    row('sub_total', 'Sub Total', toPence(order.sub_total)),
    row('discount', 'Discount', toPence(order.discount)),
    ...deductionRows(order, row),
    row('total', 'Total', toPence(order.total), true),
    ...(options.quote
      ? []
      : [
          ...cisRows(order, row),
          ...(credited !== 0 ? [row('credited', 'Credited', credited)] : []),
          row('paid', 'Amount Paid', paid),
          row('due', 'Due', due, true),
        ]),
  ];
  const standing: InvoiceStanding =
    order.status === 'Void' ? 'void' : due === 0 ? 'paid' : paid > 0 ? 'part_paid' : 'unpaid';
  const label = INVOICE_STANDING_LABELS[standing];
  return {
    rows,
    standing,
    status: standing === 'part_paid' ? `${label}: ${formatInvoicePence(due)} due` : label,
    vatNote: vat
      ? `${vat.prices_include_vat ? 'Prices include VAT.' : 'Prices exclude VAT.'} ${VAT_PER_LINE_NOTE}`
      : null,
    depositTerms: depositTermsOf(order),
  };
}

/**
 * A CIS invoice (cis.ts): the deduction the contractor makes on the labour (less what credit notes
 * reversed), then what they pay after it, which Credited, Amount Paid and Due then follow.
 */
function cisRows(
  order: InvoiceSource,
  row: (key: InvoiceFigureKey, label: string, pence: number, strong?: boolean) => InvoiceFigure,
): InvoiceFigure[] {
  const cis = order.cis;
  if (!cis) return [];
  const deduction = toPence(cis.deduction) - toPence(cis.credited_deduction);
  const labour = formatInvoicePence(toPence(cis.labour) - toPence(cis.credited_labour));
  return [
    row('cis_deduction', `CIS deduction (${cis.rate}% of labour ${labour})`, -deduction),
    row('cis_payable', 'Payable after CIS', toPence(order.total) - deduction, true),
  ];
}

/**
 * Net and VAT of a VAT invoice. A final invoice (deposits.ts) shows the whole work's, its total, then the
 * deposit's net and VAT taken off (without VAT: the deposit), down to its own Total.
 */
function deductionRows(
  order: InvoiceSource,
  row: (key: InvoiceFigureKey, label: string, pence: number) => InvoiceFigure,
): InvoiceFigure[] {
  const vat = order.vat ?? null;
  const d = order.deposit_deduction;
  if (!d) return vat ? [row('net', 'Net', toPence(vat.net)), row('vat', 'VAT', toPence(vat.vat))] : [];
  const L = DEPOSIT_FIGURE_LABELS;
  return [
    ...(vat ? [row('net', 'Net', toPence(d.supply.net)), row('vat', 'VAT', toPence(d.supply.vat))] : []),
    row('job_total', L.job_total, toPence(d.supply.gross)),
    ...(vat
      ? [
          row('less_deposit', L.less_deposit_net, -toPence(d.net)),
          row('less_deposit_vat', L.less_deposit_vat, -toPence(d.vat)),
        ]
      : [row('less_deposit', L.less_deposit, -toPence(d.gross))]),
  ];
}
