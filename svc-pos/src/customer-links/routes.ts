import {
  CUSTOMER_DOCUMENT_MESSAGES,
  type CustomerDocumentView,
  type posEndpoints,
} from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { Context } from 'koa';
import { recordCustomerAction, type CustomerAction } from '../shared/customer-activity';
import type { CustomerDocuments } from './documents';
import type { CustomerLinks } from './service';

type CustomerLinkHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'customerDocument' | 'customerDocumentOpened' | 'acceptQuoteOnline' | 'declineQuoteOnline' | 'customerLinks'
>;

/** What the request says of its sender, kept with an answer as evidence (the edge's address for it). */
const evidenceOf = (ctx: Context) => ({
  ip: ctx.ip,
  userAgent: ctx.get('user-agent').slice(0, 500) || null,
});

/** The customer of a shown document, and what a person calls it, for the Activity Log. */
function actorOf(shown: CustomerDocumentView): Omit<CustomerAction, 'endpoint'> {
  const id = shown.document.id;
  return {
    who: `${shown.kind}:${id}`,
    name: shown.document.customer?.name,
    target: id,
    label: shown.quote ? `Quote ${shown.quote.number}` : `Invoice #${shown.document.invoice_no}`,
  };
}

export function customerLinkHandlers(
  documents: CustomerDocuments,
  links: CustomerLinks,
): CustomerLinkHandlers {
  return {
    customerDocument: async ({ query }) => ({ data: await documents.show(query.token) }),
    customerDocumentOpened: async ({ body, ctx }) => {
      const { view, first } = await documents.opened(body.token);
      if (first) recordCustomerAction(ctx.app, { endpoint: 'customerDocumentOpened', ...actorOf(view) });
      return { data: view };
    },
    acceptQuoteOnline: async ({ body, ctx }) => {
      const view = await documents.answer(body.token, {
        decision: 'accepted',
        name: body.name,
        reason: null,
        ...evidenceOf(ctx),
      });
      recordCustomerAction(ctx.app, { endpoint: 'acceptQuoteOnline', ...actorOf(view) });
      return { data: view, message: CUSTOMER_DOCUMENT_MESSAGES.accepted };
    },
    declineQuoteOnline: async ({ body, ctx }) => {
      const view = await documents.answer(body.token, {
        decision: 'declined',
        name: null,
        reason: body.reason,
        ...evidenceOf(ctx),
      });
      recordCustomerAction(ctx.app, { endpoint: 'declineQuoteOnline', ...actorOf(view) });
      return { data: view, message: CUSTOMER_DOCUMENT_MESSAGES.declined };
    },
    customerLinks: async ({ query }) => ({ data: await links.list(query.kind, query.id) }),
  };
}
