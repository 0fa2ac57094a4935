import { randomBytes } from 'node:crypto';
import { NotFoundError, type Clock } from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import { CustomerDocuments } from './customer-links/documents';
import type { CustomerLinkModel } from './customer-links/model';
import { CustomerLinks } from './customer-links/service';
import { LinkTokens } from './customer-links/tokens';
import { invoiceFromAcceptedQuote, type AcceptedQuoteDeps } from './deposits/accepted-quote';
import type { InvoiceSettingsService } from './invoice-settings/service';
import { InvoiceMailRequests } from './orders/email';
import type { OrderModel } from './orders/model';
import type { OrderService } from './orders/service';
import { CUSTOMER, QuoteAcceptance } from './quotes/acceptance';
import { QuoteMailRequests } from './quotes/email';
import type { QuoteModel } from './quotes/model';
import type { QuoteService } from './quotes/service';

/*
 * The composition of customer links (app.ts's, kept here for its length): the links, the public documents
 * they open through the quotes' and orders' services, the online answers through the quotes' acceptance
 * and the deposits' conversion, and the mail requests that make a link per mail.
 */

/**
 * Customer links and the public documents they open: the quotes and invoices are read through their
 * services, the online answers go to the quotes feature's acceptance, never by importing a feature.
 */
export function createCustomerLinkServices(
  models: { customerLinks: CustomerLinkModel; quotes: QuoteModel },
  deps: {
    quotes: QuoteService;
    orders: OrderService;
    invoiceSettings: InvoiceSettingsService;
    deposits: AcceptedQuoteDeps['deposits'];
    clock: Clock;
    timeZone: string;
  },
  options: { customerLinkSecret?: string; customerLinkDays?: number; logger?: Logger },
) {
  const links = new CustomerLinks({
    links: models.customerLinks,
    tokens: new LinkTokens(options.customerLinkSecret ?? randomBytes(32).toString('base64url')),
    clock: deps.clock,
    ttlDays: options.customerLinkDays ?? 90,
  });
  const acceptance = new QuoteAcceptance({
    quotes: models.quotes,
    clock: deps.clock,
    timeZone: deps.timeZone,
    // The invoice settings say whether an accepted quote is invoiced at once or waits for the owner.
    afterAcceptance: async (quoteId) => {
      if (!(await deps.invoiceSettings.invoiceAcceptedQuotes())) return false;
      // The deposit invoice when the quote asks for a deposit, else the whole invoice.
      await invoiceFromAcceptedQuote(deps, quoteId, CUSTOMER);
      return true;
    },
    logger: options.logger,
  });
  const notFoundAsUndefined = <T>(read: Promise<T>): Promise<T | undefined> =>
    read.catch((err: unknown) => {
      if (err instanceof NotFoundError) return undefined;
      throw err;
    });
  const documents = new CustomerDocuments({
    links,
    sources: {
      quote: (id) => notFoundAsUndefined(deps.quotes.get(id)),
      invoice: (id) => notFoundAsUndefined(deps.orders.get(id)),
    },
    answers: acceptance,
  });
  return { customerLinks: links, customerDocuments: documents, quoteAcceptance: acceptance };
}

/** "E-mail invoice" and "E-mail quote": each mail carries a new customer link. */
export function createMailRequests(
  models: { orders: OrderModel; quotes: QuoteModel },
  { clock, timeZone, customerLinks }: { clock: Clock; timeZone: string; customerLinks: CustomerLinks },
) {
  return {
    invoiceMails: new InvoiceMailRequests({ orders: models.orders, clock, links: customerLinks }),
    quoteMails: new QuoteMailRequests({ quotes: models.quotes, clock, timeZone, links: customerLinks }),
  };
}
