import {
  formatQuoteNo,
  messageOf,
  posEndpoints,
  type QuoteEmailData,
  type QuoteEmailRequest,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  NotFoundError,
  optimisticUpdate,
  ValidationError,
  type Clock,
  type Handlers,
} from '@voltdesk/service-kit';
import { recordMailRequest, type IssuedMailLink, type MailLinks } from '../shared/mail-request';
import { localDateOf } from '../shared/periods';
import type { QuoteDoc, QuoteEmail, QuoteModel } from './model';
import { serializeQuote } from './serializer';

export interface QuoteMailDeps {
  links: MailLinks;
  quotes: QuoteModel;
  clock: Clock;
  /** The business's time zone: whether the quote shows as Expired in the PDF. */
  timeZone: string;
}

export const NO_QUOTE_EMAIL =
  'This quote has no customer e-mail address. Enter the address to send the quote to.';
const NOT_NUMBERED = 'This quote is still being numbered. Please try again in a moment.';
const CHANGED_UNDERNEATH = 'The quote is being changed by someone else. Please try again.';
const ATTEMPTS = 10;

const resultOf = (quote: Pick<QuoteDoc, '_id' | 'quote_no'>, mail: QuoteEmail): QuoteEmailData => ({
  quote_id: String(quote._id),
  quote_no: quote.quote_no!,
  to: mail.to,
  requested_at: new Date(mail.at).toISOString(),
});

/**
 * "E-mail quote", on the path of the invoice's (orders/email.ts): svc-pos does not send
 * mail. It records the request on the quote (`emails`, with the address) and, in the same document write,
 * the `quote.email.requested` event carrying the quote as the API shows it; svc-notify builds the PDF from
 * that snapshot, sends it and logs the delivery.
 * A double click or a retry is the `Idempotency-Key` store's (service-kit): one request, one mail.
 */
export class QuoteMailRequests {
  constructor(private readonly deps: QuoteMailDeps) {}

  /**
   * @throws NotFoundError for an unknown quote; ValidationError on `email` when the quote has no customer
   *   e-mail and none was given; ConflictError for a quote not yet numbered or that keeps changing
   *   underneath.
   */
  async request(input: QuoteEmailRequest, adminId: string): Promise<QuoteEmailData> {
    const { quotes, clock, links } = this.deps;
    // Made once for the request, whatever the retries below: each link made revokes the ones before.
    let link: IssuedMailLink | undefined;
    return optimisticUpdate({
      read: async () => {
        const current = await quotes.findOne({ _id: input.quote_id }).lean<QuoteDoc>();
        if (!current) throw new NotFoundError('Quote not found.');
        return current;
      },
      write: async (current) => {
        const to = input.email ?? current.customer.email?.trim();
        if (!to) throw new ValidationError({ email: [NO_QUOTE_EMAIL] });
        // A quote is numbered a moment after it is recorded; the mail names it by its number.
        if (current.quote_no === undefined) throw new ConflictError(NOT_NUMBERED);
        link ??= await links.issue('quote', String(current._id), adminId);
        const now = clock.now();
        const mail: QuoteEmail = { to, at: now, by: adminId };
        const recorded = await recordMailRequest(quotes, current, {
          type: 'quote.email.requested',
          field: 'emails',
          record: mail,
          to,
          adminId,
          now,
          payload: {
            quote_id: String(current._id),
            quote_no: current.quote_no,
            quote: serializeQuote(current, localDateOf(now, this.deps.timeZone)),
            link_token: link.token,
            link_expires_at: link.expires_at,
          },
        });
        return recorded ? resultOf(current, mail) : CHANGED_SINCE_READ;
      },
      attempts: ATTEMPTS,
      conflict: CHANGED_UNDERNEATH,
    });
  }
}

/** `POST admin/emailQuote`: answers 'Quote Q-000012 e-mailed to <address>', the toast the POS shows. */
export function quoteEmailHandlers(
  mails: QuoteMailRequests,
): Pick<Handlers<typeof posEndpoints>, 'emailQuote'> {
  return {
    emailQuote: async ({ body, user }) => {
      const result = await mails.request(body, user.id);
      return {
        data: result,
        message: messageOf(posEndpoints.emailQuote, {
          quote_no: formatQuoteNo(result.quote_no),
          to: result.to,
        }),
      };
    },
  };
}
