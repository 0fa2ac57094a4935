import { fieldLabel, type TrailEntryView } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { formatDate } from '../../shared/sales-document';
import { PAYMENT_METHOD_LABEL } from './payment-methods';

/** What each field the trail compares is called on the invoice (svc-pos/src/orders/trail.ts TRACKED). */
const FIELD_WORDS: Record<string, string> = {
  order_custom_id: 'Custom order ID',
  'customer.name': 'Customer name',
  'customer.phone': 'Phone',
  'customer.email': 'Email',
  'customer.address': 'Address',
  items: 'Lines',
  sub_total: 'Sub total',
  discount: 'Discount',
  total: 'Total',
  credited: 'Credited',
  payment: 'Amount paid',
  due: 'Due',
  status: 'Status',
  due_date: 'Due date',
  additional: 'Additional',
  expire_date: 'Expire date',
  alert: 'Alert',
};

const MONEY = new Set(['sub_total', 'discount', 'total', 'credited', 'payment', 'due']);
const DATES = new Set(['due_date', 'expire_date']);

/** A field's name in words; a field this table does not know is named by the contract's field labels. */
export function fieldWords(field: string): string {
  const words = FIELD_WORDS[field] ?? fieldLabel(field);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the invoice shows it: money with £, dates as "1 Dec 2026", none as "none". */
export function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (MONEY.has(field) && typeof value === 'number') return formatPounds(value);
  if (DATES.has(field) && typeof value === 'string') return formatDate(value);
  if (field === 'alert' && typeof value === 'number') return `${value} days before`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

interface Line {
  id: string;
  name: string;
  price: number;
  qty: number;
}

const isLine = (v: unknown): v is Line =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Line).id === 'string' &&
  typeof (v as Line).name === 'string' &&
  typeof (v as Line).price === 'number' &&
  typeof (v as Line).qty === 'number';

const linesOf = (v: unknown): Line[] => (Array.isArray(v) ? v.filter(isLine) : []);
const lineWords = (l: Line) => `${l.name} × ${l.qty} at ${formatPounds(l.price)}`;

/** What changed in the invoice's lines, line by line: added, removed, quantity or price changed. */
export function lineChanges(before: unknown, after: unknown): string[] {
  const was = linesOf(before);
  const now = linesOf(after);
  const out: string[] = [];
  for (const line of now) {
    const old = was.find((l) => l.id === line.id);
    if (!old) {
      out.push(`Added ${lineWords(line)}`);
      continue;
    }
    const parts: string[] = [];
    if (old.qty !== line.qty) parts.push(`quantity ${old.qty} → ${line.qty}`);
    if (old.price !== line.price)
      parts.push(`price ${formatPounds(old.price)} → ${formatPounds(line.price)}`);
    if (old.name !== line.name) parts.push(`name ${old.name} → ${line.name}`);
    if (parts.length) out.push(`${line.name}: ${parts.join(', ')}`);
  }
  for (const line of was) {
    if (!now.some((l) => l.id === line.id)) out.push(`Removed ${lineWords(line)}`);
  }
  return out;
}

/** One change of an edit in words: "Discount: £11.00 → £20.00"; lines say what happened to each. */
export function changeWords(change: { field: string; before: unknown; after: unknown }): string[] {
  if (change.field === 'items') {
    const lines = lineChanges(change.before, change.after);
    return lines.length ? lines.map((l) => `Lines: ${l}`) : ['Lines: reordered'];
  }
  return [
    `${fieldWords(change.field)}: ${valueWords(change.field, change.before)} → ${valueWords(
      change.field,
      change.after,
    )}`,
  ];
}

const how = (e: TrailEntryView) =>
  [
    e.method ? `by ${PAYMENT_METHOD_LABEL[e.method].toLowerCase()}` : null,
    e.reference ? `(ref ${e.reference})` : null,
  ]
    .filter(Boolean)
    .join(' ');

const withReason = (text: string, reason: string | null | undefined) =>
  reason ? `${text}: ${reason}` : text;

/** What an entry of the trail did, as a sentence. */
export function actionWords(e: TrailEntryView): string {
  const amount = e.amount === undefined ? '' : formatPounds(Math.abs(e.amount));
  const note = e.credit_no ? ` #${e.credit_no}` : '';
  switch (e.action) {
    case 'created':
      return withReason('Created the invoice', e.reason);
    case 'updated':
      return e.changes.length ? 'Edited the invoice' : 'Saved the invoice (nothing changed)';
    case 'payment':
      return `Took a payment of ${amount} ${how(e)}`.trim();
    case 'credited':
      return withReason(`Issued credit note${note} for ${amount}`, e.reason);
    case 'refund':
      return `Refunded ${amount} ${how(e)}${e.credit_no ? ` with credit note #${e.credit_no}` : ''}`
        .replace(/\s+/g, ' ')
        .trim();
    case 'voided':
      return withReason('Voided the invoice', e.reason);
    case 'deleted':
      return withReason('Deleted the invoice', e.reason);
    case 'emailed':
      return e.to ? `E-mailed the invoice to ${e.to}` : 'E-mailed the invoice';
    default:
      return e.action;
  }
}
