import type { QuoteDoc } from './model';

/** Reads before a quote that keeps changing underneath answers 409. */
export const ATTEMPTS = 20;
export const CHANGED_UNDERNEATH = 'The quote is being changed by someone else. Please try again.';
export const BEING_CONVERTED = 'This quote is being converted to an invoice.';
export const HAS_DEPOSIT_INVOICE =
  'This quote has a deposit invoice: create its final invoice, which deducts the deposit.';
export const PAST_VALID_UNTIL = 'The valid until date may not be before today.';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2027-01-12` as "12 Jan 2027". */
const humanDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/** "This quote expired on 12 Jan 2027. Extend its valid until date <then>.", on the quote's `id`. */
export const expiredMessage = (quote: Pick<QuoteDoc, 'valid_until'>, then: string) =>
  `This quote expired on ${humanDate(quote.valid_until)}. Extend its valid until date ${then}.`;
