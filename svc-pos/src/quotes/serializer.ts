import { toPounds, type QuoteStatus, type QuoteView } from '@voltdesk/contracts';
import { depositViewOf } from '../shared/sale-deposit-views';
import { customerSnapshotView, saleLineView } from '../shared/sale-view';
import { serializeVat, vatOfLine } from '../shared/vat';
import { jobLinkView } from '../shared/job-link';
import type { QuoteAnswer, QuoteDoc, QuoteTrailEntry } from './model';

const STATUS: Record<QuoteDoc['state'], QuoteStatus> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  converted: 'Converted',
};

/** An Open quote whose last valid day is before `today` (both `YYYY-MM-DD` in the business's zone). */
export const isExpired = (q: Pick<QuoteDoc, 'state' | 'valid_until'>, today: string): boolean =>
  q.state === 'open' && q.valid_until < today;

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function answerView(a: QuoteAnswer | null | undefined): QuoteView['answer'] {
  if (!a) return null;
  return {
    decision: a.decision,
    at: new Date(a.at).toISOString(),
    name: a.name ?? null,
    reason: a.reason ?? null,
    ip: a.ip,
    user_agent: a.user_agent ?? null,
    agreed_terms: a.agreed_terms,
  };
}

/** A trail entry without the fields its action does not have (the store keeps them absent). */
function trailView(e: QuoteTrailEntry): NonNullable<QuoteView['history']>[number] {
  return {
    action: e.action,
    at: new Date(e.at).toISOString(),
    by: e.by,
    ...(e.reason !== undefined ? { reason: e.reason ?? null } : {}),
    ...(e.name !== undefined && e.name !== null ? { name: e.name } : {}),
    ...(e.ip !== undefined && e.ip !== null ? { ip: e.ip } : {}),
    ...(e.invoice_no !== undefined && e.invoice_no !== null ? { invoice_no: e.invoice_no } : {}),
    ...(e.to !== undefined && e.to !== null ? { to: e.to } : {}),
  };
}

/** The quote as the API shows it; `today` decides whether an Open quote shows as Expired. */
export function serializeQuote(q: QuoteDoc, today: string): QuoteView {
  const expired = isExpired(q, today);
  return {
    id: String(q._id),
    quote_no: q.quote_no ?? null,
    status: expired ? 'Expired' : STATUS[q.state],
    expired,
    customer: customerSnapshotView(q.customer),
    items: q.items.map((i) => ({ ...saleLineView(i), ...(q.vat ? vatOfLine(i) : {}) })),
    sub_total: toPounds(q.sub_total_pence),
    discount: toPounds(q.discount_pence),
    total: toPounds(q.total_pence),
    order_custom_id: q.order_custom_id ?? null,
    valid_until: q.valid_until,
    notes: q.notes ?? null,
    decided_at: iso(q.decided_at),
    decided_by: q.decided_by ?? null,
    decision_reason: q.decision_reason ?? null,
    invoice_no: q.invoice_no ?? null,
    order_id: q.order_id ?? null,
    converted_at: iso(q.converted_at),
    // The request's idempotency key stays in svc-pos: it is how a repeat is told apart, not history.
    emails: (q.emails ?? []).map(({ to, at, by }) => ({ to, at: new Date(at).toISOString(), by })),
    created_by: q.created_by,
    created_at: new Date(q.created_at).toISOString(),
    updated_at: new Date(q.updated_at).toISOString(),
    vat: q.vat ? serializeVat(q.vat) : null,
    ...depositViewOf(q),
    answer: answerView(q.answer),
    history: (q.history ?? []).map(trailView),
    ...jobLinkView(q),
  };
}
