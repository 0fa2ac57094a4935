import { apportion, QTY_DECIMALS, type VatRate } from '@voltdesk/contracts';
import { creditVats, type CreditVat } from '../shared/credit-vat';
import type { DocumentVat } from '../shared/vat';
import type { TaxTreatment } from './layouts';

/**
 * An invoice or credit note as the ledgers import it: one row per line, each with its net and VAT in
 * integer pence exactly as issued, so the ledger's totals are the desk's to the penny.
 */

/** The fields of a stored order the exports read (svc-pos/src/orders/model.ts, OrderDoc). */
export interface ExportedOrder {
  invoice_no: number;
  order_custom_id?: string | null;
  customer: { name: string; phone: string; email: string; address?: string | null };
  items: Array<{
    name: string;
    price_pence: number;
    qty: number;
    total_pence: number;
    vat_rate?: VatRate;
    net_pence?: number;
    vat_pence?: number;
    gross_pence?: number;
  }>;
  discount_pence: number;
  total_pence: number;
  vat?: DocumentVat | null;
  /** Domestic reverse charge: the customer accounts for the VAT (absent on invoices from before it). */
  reverse_charge?: unknown;
  credits?: Array<{
    credit_no: number | null;
    amount_pence: number;
    reason: string;
    at: Date;
    vat?: CreditVat;
  }>;
  deposit_deduction?: { lines: Array<{ net_pence: number; vat_pence: number; gross_pence: number }> } | null;
  due_date?: string | null;
  created_at: Date;
}

/** One row of a document for a ledger. Credit notes' amounts are negative. */
export interface LedgerLine {
  /** The document's number: the invoice's, or `CN-<n>` for a credit note. */
  number: string;
  reference: string;
  /** The document's date and due date (the calendar day in the business's zone, `YYYY-MM-DD`). */
  date: string;
  due: string;
  /** The document's total, VAT included (negative for a credit note). */
  total_pence: number;
  description: string;
  /** The quantity and unit amount (excluding VAT) whose product is `net_pence` exactly. */
  quantity: number;
  unit_pence: number;
  net_pence: number;
  vat_pence: number;
  tax: TaxTreatment;
}

const SCALE = 10 ** QTY_DECIMALS;

/**
 * Whether an invoice's line `k` is reverse charged: the invoice's reverse-charge figures name the VAT each
 * line leaves to the customer (`reverse_charge.lines`), so a line the charge does not cover (zero rated,
 * exempt, not a construction service) keeps its own rate. Read loosely, so an export never fails on a
 * shape it does not know: a flag, or figures without lines, cover every line.
 */
export function isReverseCharged(o: Pick<ExportedOrder, 'reverse_charge'>, k: number): boolean {
  const rc = o.reverse_charge;
  if (typeof rc === 'boolean') return rc;
  if (!rc || typeof rc !== 'object') return false;
  const lines = (rc as { lines?: unknown }).lines;
  return Array.isArray(lines) ? Number(lines[k] ?? 0) > 0 : true;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * The quantity and unit amount of a line whose net is `net`: the line's own quantity when some whole
 * number of pence per unit gives the net exactly (12 sockets at £4.50); otherwise 1 unit of the net, with
 * the quantity and price said in the description (12.5 m at £1.99 is £24.88 after rounding, which no
 * unit price in pence gives), so the ledger's line amount is never a penny off.
 */
function quantityOf(net: number, qty: number, name: string, pricePence: number) {
  const thousandths = Math.round(qty * SCALE);
  if (thousandths > 0 && (net * SCALE) % thousandths === 0) {
    return { quantity: qty, unit_pence: (net * SCALE) / thousandths, description: name };
  }
  return { quantity: 1, unit_pence: net, description: `${name} (${qty} x ${pounds(pricePence)})` };
}

/** The invoice's rows: each line after its share of the discount, and less what deposit invoices charged. */
export function invoiceLines(o: ExportedOrder, day: (at: Date) => string): LedgerLine[] {
  const date = day(o.created_at);
  // Without VAT figures, the discount is shared over the lines by the same rule a VAT invoice uses.
  const shares = o.vat
    ? []
    : apportion(
        o.discount_pence,
        o.items.map((i) => i.total_pence),
      );
  return o.items.map((item, k) => {
    const deducted = o.deposit_deduction?.lines[k];
    const net = (o.vat ? (item.net_pence ?? 0) : item.total_pence - shares[k]!) - (deducted?.net_pence ?? 0);
    const vat = (o.vat ? (item.vat_pence ?? 0) : 0) - (deducted?.vat_pence ?? 0);
    const whole = deducted
      ? { quantity: 1, unit_pence: net, description: `${item.name} (less deposit)` }
      : null;
    return {
      number: String(o.invoice_no),
      reference: o.order_custom_id ?? '',
      date,
      due: o.due_date ?? date,
      total_pence: o.total_pence,
      ...(whole ?? quantityOf(net, item.qty, item.name, item.price_pence)),
      net_pence: net,
      vat_pence: vat,
      tax: o.vat ? { rate: item.vat_rate ?? 'standard', reverse_charge: isReverseCharged(o, k) } : 'no_vat',
    };
  });
}

/**
 * The rows of the invoice's credit notes issued in the period (`inPeriod`): each note's share of every
 * line it takes back, negative, by the VAT it reversed as issued (an invoice without VAT: its amount
 * shared over the lines' nets by largest remainder). A line the note took nothing of has no row.
 */
export function creditLines(
  o: ExportedOrder,
  day: (at: Date) => string,
  inPeriod: (at: Date) => boolean,
): LedgerLine[] {
  const credits = o.credits ?? [];
  const vats = creditVats({ ...o, credits });
  const nets = invoiceLines(o, day).map((l) => l.net_pence);
  return credits.flatMap((credit, c) => {
    if (!inPeriod(credit.at) || credit.credit_no === null) return [];
    const vat = vats[c];
    const shares = vat
      ? vat.lines.map((l) => ({ net: l.gross_pence - l.vat_pence, vat: l.vat_pence }))
      : apportion(credit.amount_pence, nets).map((net) => ({ net, vat: 0 }));
    const date = day(credit.at);
    return o.items.flatMap((item, k): LedgerLine[] => {
      const share = shares[k]!;
      if (share.net === 0 && share.vat === 0) return [];
      return [
        {
          number: `CN-${credit.credit_no}`,
          reference: `Invoice ${o.invoice_no}: ${credit.reason}`,
          date,
          due: date,
          total_pence: -credit.amount_pence,
          description: item.name,
          quantity: 1,
          unit_pence: -share.net,
          net_pence: -share.net,
          vat_pence: -share.vat,
          tax: o.vat
            ? { rate: item.vat_rate ?? 'standard', reverse_charge: isReverseCharged(o, k) }
            : 'no_vat',
        },
      ];
    });
  });
}

/**
 * An address as the ledgers' four address lines and a postcode: its lines (or comma-separated parts),
 * a UK postcode at the end taken apart, any parts beyond four kept on the fourth line.
 */
export function addressParts(address: string | null | undefined) {
  const parts = (address ?? '')
    .split(/\r?\n|,/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1];
  const postcode = last && /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test(last) ? parts.pop()!.toUpperCase() : '';
  const lines = parts.slice(0, 3);
  if (parts.length > 3) lines.push(parts.slice(3).join(', '));
  while (lines.length < 4) lines.push('');
  return { lines, postcode };
}
