import type { QuoteCreateRequest, QuoteUpdateRequest, VatRate } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import { quoteDepositOf } from '../shared/sale-deposit-views';
import { poundsToPence } from '../shared/money';
import {
  customerSnapshotOf,
  lineAmounts,
  linePence,
  lineSourcesOf,
  saleLinesOf,
  type SaleLineSources,
} from '../shared/sale-lines';
import { applyVat, type VatTerms } from '../shared/vat';
import type { QuoteDoc } from './model';
import { PAST_VALID_UNTIL } from './rules';
import { jobLinkOf, type JobLookup } from '../shared/job-link';

/** What a quote needs to know about the services and materials it offers (shared/sale-lines.ts). */
export type QuoteCatalogue = SaleLineSources;

/** The customer, lines and amounts of a quote, computed on the server from the request. */
export type ComputedQuote = Pick<
  QuoteDoc,
  | 'customer'
  | 'items'
  | 'sub_total_pence'
  | 'discount_pence'
  | 'total_pence'
  | 'vat'
  | 'order_custom_id'
  | 'valid_until'
  | 'notes'
  | 'search_text'
  | 'deposit'
  | 'job_id'
  | 'site_address'
>;

/**
 * Every amount in integer pence after the contract has checked the cart's rules (the order's own:
 * discount up to the sub total, at most £10,000,000), and the VAT by the invoices' rule under `terms`.
 * Lines already on the quote (`keep`, with their rates) stay valid if their service was deactivated
 * since; new lines must be active services and take the service's rate. `today` is the business's day.
 *
 * A deposit asked is worked out on the total (deposits/quote-deposit.ts).
 *
 * @throws ValidationError (lines, amounts, a deposit of nothing or of the whole, a valid-until date before
 *   today).
 */
export async function computeQuote(
  input: QuoteCreateRequest | QuoteUpdateRequest,
  keep: ReadonlyMap<string, VatRate>,
  {
    terms,
    catalogue,
    today,
    jobs,
  }: { terms: VatTerms; catalogue: QuoteCatalogue; today: string; jobs?: JobLookup },
): Promise<ComputedQuote> {
  const errors: Record<string, string[]> = {};
  if (input.valid_until < today) errors.valid_until = [PAST_VALID_UNTIL];
  const amounts: Record<string, number> = { discount: input.discount ?? 0 };
  lineAmounts(input.items, amounts);
  const pence = poundsToPence(amounts);
  const lines = saleLinesOf(
    input.items,
    linePence(pence, input.items),
    await lineSourcesOf(catalogue, input.items),
    keep,
    errors,
  );
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const { items, total_pence, vat } = applyVat(lines, pence.discount!, terms);
  const deposit = quoteDepositOf(input.deposit, total_pence);
  const customer = customerSnapshotOf(input.customer);
  return {
    customer,
    items,
    sub_total_pence: lines.reduce((sum, i) => sum + i.total_pence, 0),
    discount_pence: pence.discount!,
    total_pence,
    vat,
    order_custom_id: input.order_custom_id || null,
    valid_until: input.valid_until,
    notes: input.notes || null,
    deposit,
    ...(await jobLinkOf(jobs, input)),
    search_text: [customer.name, customer.email, customer.phone.replace(/\D/g, '')].join(' ').toLowerCase(),
  };
}
