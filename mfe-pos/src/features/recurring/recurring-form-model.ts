import type { RecurringFrequency, RecurringView, RequestInputOf } from '@voltdesk/contracts';
import { checkWithSchema } from '@voltdesk/app-core/forms';
import { poundsForSchema } from '../../shared/money';
import {
  customerForSchema,
  EMPTY_CART_MESSAGE,
  linesForSchema,
  typedAmountOf,
  typedCustomerOf,
  typedLineOf,
  type TypedCustomer,
} from '../../shared/sale-form';
import { rateOfSaved, type RatedLine } from '../../shared/sale-vat';

/** A template line as typed, with what the saved line has beyond service, name, price and qty. */
export interface TemplateLine extends RatedLine {
  /** The stored line's other fields (a line kind, a unit, a cost), sent back as they were. */
  kept?: Record<string, unknown>;
}

/** The recurring invoice dialog as typed. */
export interface RecurringFormValues {
  name: string;
  frequency: RecurringFrequency;
  interval: string;
  start_date: string;
  end_date: string;
  count: string;
  due_days: string;
  send_email: boolean;
  customer: TypedCustomer;
  order_custom_id: string;
  items: TemplateLine[];
  discount: string;
  /** The stored template's fields this dialog does not edit (a job, a site), sent back as they were. */
  keptTemplate: Record<string, unknown>;
}

export const emptyRecurring = (startDate: string): RecurringFormValues => ({
  name: '',
  frequency: 'monthly',
  interval: '1',
  start_date: startDate,
  end_date: '',
  count: '',
  due_days: '14',
  send_email: true,
  customer: { phone: '', name: '', email: '', address: '' },
  order_custom_id: '',
  items: [],
  discount: '',
  keptTemplate: {},
});

const EDITED_LINE = new Set(['id', 'name', 'price', 'qty', 'total']);
const EDITED_TEMPLATE = new Set(['customer', 'items', 'discount', 'order_custom_id', 'payment', 'due_date']);
const rest = (o: object, edited: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !edited.has(k)));

/** A saved schedule as the dialog shows it. */
export function valuesFromRecurring(r: RecurringView): RecurringFormValues {
  const t = r.template;
  return {
    name: r.name,
    frequency: r.frequency,
    interval: String(r.interval),
    start_date: r.start_date,
    end_date: r.end_date ?? '',
    count: r.count === null ? '' : String(r.count),
    due_days: r.due_days === null ? '' : String(r.due_days),
    send_email: r.send_email,
    customer: typedCustomerOf({ ...t.customer, address: t.customer.address ?? null }),
    order_custom_id: t.order_custom_id ?? '',
    items: t.items.map((i) => ({
      ...typedLineOf(i),
      rate: rateOfSaved(i as { vat_rate?: RatedLine['rate'] }),
      kept: rest(i, EDITED_LINE),
    })),
    discount: typedAmountOf(t.discount ?? 0),
    keptTemplate: rest(t, EDITED_TEMPLATE),
  };
}

/** A whole number as the schema takes it; a blank box is none (null), anything else goes as typed. */
const countOrNull = (text: string): number | string | null => {
  const t = text.trim();
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
};

export type RecurringRequest = RequestInputOf<'pos.recurring.create'>;
export type RecurringUpdate = RequestInputOf<'pos.recurring.update'>;

export type Built<R> = { ok: true; request: R } | { ok: false; errors: Record<string, string> };

/**
 * The request body, checked with the contract's schema (the one svc-pos runs, whose template part is the
 * order create schema): the same messages as its 422, under the same paths (`template.items.0.price`).
 */
export function buildRecurring(values: RecurringFormValues): Built<RecurringRequest> {
  return finish(values, checkWithSchema('pos.recurring.create', candidateOf(values)));
}

/** The same for an edit of `schedule` (the revision its form was loaded from). */
export function buildRecurringUpdate(
  values: RecurringFormValues,
  schedule: { id: string; rev: number },
): Built<RecurringUpdate> {
  const candidate = { id: schedule.id, rev: schedule.rev, ...candidateOf(values) };
  return finish(values, checkWithSchema('pos.recurring.update', candidate));
}

function finish<R>(
  values: RecurringFormValues,
  check:
    | { valid: true; body: R; errors: Record<string, string> }
    | { valid: false; body: undefined; errors: Record<string, string> },
): Built<R> {
  // The schema's "The items field is required." says less than the screen's own words.
  if (values.items.length === 0) {
    return { ok: false, errors: { ...check.errors, 'template.items': EMPTY_CART_MESSAGE } };
  }
  if (!check.valid) return { ok: false, errors: check.errors };
  return { ok: true, request: check.body };
}

function candidateOf(values: RecurringFormValues) {
  const lines = linesForSchema(values.items);
  return {
    name: values.name.trim(),
    frequency: values.frequency,
    interval: countOrNull(values.interval) ?? 1,
    start_date: values.start_date,
    end_date: values.end_date || null,
    count: countOrNull(values.count),
    due_days: countOrNull(values.due_days),
    send_email: values.send_email,
    template: {
      ...values.keptTemplate,
      customer: customerForSchema(values.customer),
      items: lines.map((l, i) => ({ ...(values.items[i]?.kept ?? {}), ...l })),
      discount: poundsForSchema(values.discount) ?? 0,
      order_custom_id: values.order_custom_id.trim() || null,
      payment: 0,
    },
  };
}
