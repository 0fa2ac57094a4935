import { CUSTOMER_DOCUMENT_MESSAGES, type posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { Context } from 'koa';
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

export function customerLinkHandlers(
  documents: CustomerDocuments,
  links: CustomerLinks,
): CustomerLinkHandlers {
  return {
    customerDocument: async ({ query }) => ({ data: await documents.show(query.token) }),
    customerDocumentOpened: async ({ body }) => ({ data: await documents.opened(body.token) }),
    acceptQuoteOnline: async ({ body, ctx }) => ({
      data: await documents.answer(body.token, {
        decision: 'accepted',
        name: body.name,
        reason: null,
        ...evidenceOf(ctx),
      }),
      message: CUSTOMER_DOCUMENT_MESSAGES.accepted,
    }),
    declineQuoteOnline: async ({ body, ctx }) => ({
      data: await documents.answer(body.token, {
        decision: 'declined',
        name: null,
        reason: body.reason,
        ...evidenceOf(ctx),
      }),
      message: CUSTOMER_DOCUMENT_MESSAGES.declined,
    }),
    customerLinks: async ({ query }) => ({ data: await links.list(query.kind, query.id) }),
  };
}
