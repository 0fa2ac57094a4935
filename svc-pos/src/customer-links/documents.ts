import {
  CUSTOMER_DOCUMENT_MESSAGES,
  formatQuoteNo,
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type OrderView,
  type QuoteView,
} from '@voltdesk/contracts';
import { NotFoundError } from '@voltdesk/service-kit';
import type { CustomerLinks, LiveLink } from './service';

/** The documents a link may show, read through the features that own them (given in app.ts). */
export interface DocumentSources {
  /** The quote as the API shows it; undefined when there is none. */
  quote(id: string): Promise<QuoteView | undefined>;
  /** The invoice as the API shows it; undefined when there is none (never made, or deleted). */
  invoice(id: string): Promise<OrderView | undefined>;
}

/** What the public page sends with an answer, and what svc-pos saw of the request (the evidence). */
export interface OnlineAnswer {
  decision: 'accepted' | 'declined';
  name: string | null;
  reason: string | null;
  ip: string;
  userAgent: string | null;
  linkId: string;
}

/** The quotes feature's online answer (quotes/acceptance.ts), given in app.ts. */
export interface QuoteAnswers {
  answer(quoteId: string, answer: OnlineAnswer): Promise<QuoteView>;
}

const notFound = () => new NotFoundError(CUSTOMER_DOCUMENT_MESSAGES.notFound);

/**
 * The invoice as the public page and the PDF show it: its trail and the staff ids of its payments and
 * credit notes stay in the back office.
 */
function publicInvoice(order: OrderView): OrderView {
  const { history: _history, customer_id: _customer, rev: _rev, ...shown } = order;
  return {
    ...shown,
    payments: order.payments.map((p) => ({ ...p, by: '' })),
    ...(order.credit_notes ? { credit_notes: order.credit_notes.map((c) => ({ ...c, by: '' })) } : {}),
  };
}

/**
 * The public side of customer links: the document a token opens, its first opening, and the customer's
 * answer to a quote. A token that is not a live link, or whose document is gone or void, is the same
 * 404; a void or deleted document's links are revoked on the way, so they stay dead.
 */
export class CustomerDocuments {
  constructor(
    private readonly deps: { links: CustomerLinks; sources: DocumentSources; answers: QuoteAnswers },
  ) {}

  /** @throws NotFoundError for any token that does not open a live document. */
  async show(token: string): Promise<CustomerDocumentView> {
    const link = await this.live(token);
    return this.view(link);
  }

  /**
   * Records the opening (the page running in the customer's browser); answers the document, and whether
   * this was the link's first opening (the one the staff see, and the Activity Log records).
   */
  async opened(token: string): Promise<{ view: CustomerDocumentView; first: boolean }> {
    const opened = await this.deps.links.opened(await this.live(token));
    return { view: await this.view(opened.link), first: opened.first };
  }

  /**
   * The customer's answer to the quote the token opens (an invoice's token is a 404 here: it opens no
   * quote).
   *
   * @throws NotFoundError; ConflictError (answered already, expired).
   */
  async answer(token: string, answer: Omit<OnlineAnswer, 'linkId'>): Promise<CustomerDocumentView> {
    const link = await this.live(token);
    if (link.kind !== 'quote') throw notFound();
    await this.deps.answers.answer(link.document_id, { ...answer, linkId: String(link._id) });
    return this.view(link);
  }

  private async live(token: string): Promise<LiveLink> {
    const link = await this.deps.links.resolve(token);
    if (!link) throw notFound();
    return link;
  }

  private async view(link: LiveLink): Promise<CustomerDocumentView> {
    const { sources, links } = this.deps;
    const linkView = {
      expires_at: new Date(link.expires_at).toISOString(),
      first_opened_at: link.first_opened_at ? new Date(link.first_opened_at).toISOString() : null,
    };
    if (link.kind === 'invoice') {
      const order = await sources.invoice(link.document_id);
      if (!order || order.status === 'Void') {
        await links.revokeAll('invoice', link.document_id, order ? 'voided' : 'deleted');
        throw notFound();
      }
      return { kind: 'invoice', document: publicInvoice(order), quote: null, link: linkView };
    }
    const quote = await sources.quote(link.document_id);
    if (!quote || quote.quote_no === null) {
      if (!quote) await links.revokeAll('quote', link.document_id, 'deleted');
      throw notFound();
    }
    // The invoice to pay next: the whole invoice, else the newest deposit invoice of a quote asking one.
    const invoiceId = quote.order_id ?? quote.deposit_invoices?.at(-1)?.order_id ?? null;
    const invoiceToken = invoiceId ? await links.currentToken('invoice', invoiceId, link.created_by) : null;
    const answer = quote.answer
      ? {
          decision: quote.answer.decision,
          at: quote.answer.at,
          name: quote.answer.name,
          reason: quote.answer.reason,
        }
      : null;
    return {
      kind: 'quote',
      document: quoteAsInvoiceDocument(quote),
      quote: {
        quote_no: quote.quote_no,
        number: formatQuoteNo(quote.quote_no),
        valid_until: quote.valid_until,
        status: quote.status,
        notes: quote.notes,
        can_answer: quote.status === 'Open',
        answer,
        invoice_token: invoiceToken,
      },
      link: linkView,
    };
  }
}
