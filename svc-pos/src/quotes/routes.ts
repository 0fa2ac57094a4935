import { formatQuoteNo, type posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { QuoteService } from './service';

type QuoteHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'quotes' | 'createQuote' | 'updateQuote' | 'acceptQuote' | 'declineQuote' | 'convertQuote'
>;

/** "Quote Q-000012" (a quote is numbered before its answer is sent, so the number is always there). */
const numberOf = (quote: { quote_no: number | null }) =>
  quote.quote_no === null ? 'Quote' : `Quote ${formatQuoteNo(quote.quote_no)}`;

export function quoteHandlers(quotes: QuoteService): QuoteHandlers {
  return {
    quotes: async ({ query }) => {
      if (query.id) return { data: await quotes.get(query.id) };
      return quotes.list(query);
    },
    createQuote: async ({ body, user }) => {
      const quote = await quotes.create(body, user.id);
      return { data: quote, status: 201, message: `${numberOf(quote)} created` };
    },
    updateQuote: async ({ body, user }) => {
      const quote = await quotes.update(body, user.id);
      return { data: quote, message: `${numberOf(quote)} updated` };
    },
    acceptQuote: async ({ body, user }) => {
      const quote = await quotes.accept(body.id, user.id, body.reason);
      return { data: quote, message: `${numberOf(quote)} accepted` };
    },
    declineQuote: async ({ body, user }) => {
      const quote = await quotes.decline(body.id, user.id, body.reason);
      return { data: quote, message: `${numberOf(quote)} declined` };
    },
    convertQuote: async ({ body, user }) => {
      const quote = await quotes.convert(body.id, user.id, body.due_date);
      return {
        data: quote,
        status: 201,
        message: `Invoice #${quote.invoice_no} created from quote ${formatQuoteNo(quote.quote_no ?? 0)}`,
      };
    },
  };
}
