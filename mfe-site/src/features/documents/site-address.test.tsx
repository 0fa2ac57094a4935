import { screen, within } from '@testing-library/react';
import {
  CUSTOMER_DOCUMENT_MESSAGES,
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type QuoteView,
} from '@voltdesk/contracts';
import { landingWith, renderSite } from '../../../test/render-site';

/** A quote or invoice of a job shows the site of the work under the customer, as its PDF does. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaW5rIn0.c2lnbmF0dXJl';

const quoteView: QuoteView = {
  id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  quote_no: 14,
  status: 'Open',
  expired: false,
  customer: { name: 'Lena Lord', phone: '07700 900201', email: 'lena@example.com', address: '1 Park Row' },
  items: [{ id: 'svc-1', name: 'Rewire the ground floor', price: 2400, qty: 1, total: 2400 }],
  sub_total: 2400,
  discount: 0,
  total: 2400,
  order_custom_id: null,
  valid_until: '2099-01-31',
  notes: null,
  decided_at: null,
  decided_by: null,
  decision_reason: null,
  invoice_no: null,
  order_id: null,
  converted_at: null,
  created_by: 'admin-1',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  vat: null,
};

function shown(quote: QuoteView): CustomerDocumentView {
  return {
    kind: 'quote',
    document: quoteAsInvoiceDocument(quote),
    quote: {
      quote_no: 14,
      number: 'Q-000014',
      valid_until: '2099-01-31',
      status: 'Open',
      notes: null,
      can_answer: false,
      answer: null,
      invoice_token: null,
    },
    link: { expires_at: '2099-03-01T00:00:00.000Z', first_opened_at: null },
  };
}

const routes = (document: CustomerDocumentView) => ({
  'GET landding': landingWith({}),
  'GET customerDocument': (_: Request, url: URL) =>
    url.searchParams.get('token') === TOKEN
      ? { body: { data: document } }
      : { status: 404, body: { message: CUSTOMER_DOCUMENT_MESSAGES.notFound } },
  'POST customerDocumentOpened': { body: { data: document } },
});

describe('the site of the work on /document', () => {
  it('shows "Site:" and the address in Bill to when the quote names a site', async () => {
    const site = 'Flat 2, 14 Albert Road, Leeds LS6 1AA';
    renderSite(`/document?token=${TOKEN}`, routes(shown({ ...quoteView, site_address: site })));
    const sheet = await screen.findByRole('article', { name: 'Quote Q-000014' });
    const bill = within(sheet).getByRole('region', { name: 'Bill to' });
    expect(within(bill).getByText('Site:').parentElement).toHaveTextContent(`Site: ${site}`);
  });

  it('shows no site line when there is none', async () => {
    renderSite(`/document?token=${TOKEN}`, routes(shown(quoteView)));
    const sheet = await screen.findByRole('article', { name: 'Quote Q-000014' });
    expect(within(sheet).getByText('Lena Lord')).toBeInTheDocument();
    expect(within(sheet).queryByText('Site:')).toBeNull();
  });
});
