import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CUSTOMER_DOCUMENT_MESSAGES,
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type OrderView,
  type QuoteView,
} from '@voltdesk/contracts';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { landingWith, renderSite } from '../../../test/render-site';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaW5rIn0.c2lnbmF0dXJl';

const quoteView: QuoteView = {
  id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  quote_no: 12,
  status: 'Open',
  expired: false,
  customer: { name: 'Priya Shah', phone: '07700 900777', email: 'priya@example.com', address: '4 Elm Road' },
  items: [
    { id: 'svc-1', name: 'EV charger installation', price: 850, qty: 1, total: 850 },
    { id: 'svc-2', name: 'Outdoor socket', price: 95, qty: 2, total: 190 },
  ],
  sub_total: 1040,
  discount: 40,
  total: 1000,
  order_custom_id: null,
  valid_until: '2099-01-31',
  notes: 'Includes the certificate.',
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

const openQuote: CustomerDocumentView = {
  kind: 'quote',
  document: quoteAsInvoiceDocument(quoteView),
  quote: {
    quote_no: 12,
    number: 'Q-000012',
    valid_until: '2099-01-31',
    status: 'Open',
    notes: 'Includes the certificate.',
    can_answer: true,
    answer: null,
    invoice_token: null,
  },
  link: { expires_at: '2099-03-01T00:00:00.000Z', first_opened_at: null },
};

const BANK = {
  holder_name: 'Brightline Ltd',
  ac_no: '12345678',
  sort_code: '12-34-56',
  bank_name: 'Northbank',
};

/** The site with the bank details set, and svc-pos answering `document` for TOKEN. */
function routes(document: CustomerDocumentView, more: Record<string, RouteHandler> = {}) {
  return {
    'GET landding': landingWith({ setup: { bankInfo: BANK } }),
    'GET customerDocument': (_: Request, url: URL) =>
      url.searchParams.get('token') === TOKEN
        ? { body: { data: document } }
        : { status: 404, body: { message: CUSTOMER_DOCUMENT_MESSAGES.notFound } },
    'POST customerDocumentOpened': { body: { data: document } },
    ...more,
  };
}

describe('the page of a customer link /document?token=', () => {
  it('shows the quote as its PDF does, with its PDF, and says once that it was opened', async () => {
    const { net } = renderSite(`/document?token=${TOKEN}`, routes(openQuote));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quote Q-000012 from Brightline Electrical' }),
    ).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Quote Q-000012' });
    // The bank details come with the site's setup, as the PDF's come with svc-notify's copy of it.
    expect(await within(sheet).findByText('Brightline Ltd')).toBeInTheDocument();
    for (const text of [
      'QUOTE',
      'Q-000012',
      '31 Jan 2099',
      'Open',
      'Priya Shah',
      'EV charger installation',
      'Outdoor socket',
      '£190.00',
      'Includes the certificate.',
      'Brightline Ltd',
      '12-34-56',
      '12 Foundry Lane, London SE1 4AB',
    ])
      expect(sheet).toHaveTextContent(text);
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Sub Total').nextSibling).toHaveTextContent('£1,040.00');
    expect(totals.getByText('Discount').nextSibling).toHaveTextContent('£40.00');
    expect(totals.getByText('Total').nextSibling).toHaveTextContent('£1,000.00');
    // A quote asks for no money yet, as its PDF.
    expect(totals.queryByText('Amount Paid')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/customerDocumentPdf?token=${TOKEN}`,
    );
    await waitFor(() => expect(net.callsTo('POST customerDocumentOpened')).toHaveLength(1));
    expect(net.callsTo('POST customerDocumentOpened')[0]!.body).toEqual({ token: TOKEN });
  });

  it('accepts with the typed name and the tick, in the contract words, then shows the answer', async () => {
    const user = userEvent.setup();
    let answered = false;
    const accepted: CustomerDocumentView = {
      ...openQuote,
      quote: {
        ...openQuote.quote!,
        status: 'Accepted',
        can_answer: false,
        answer: { decision: 'accepted', at: '2026-11-22T10:00:00.000Z', name: 'Priya Shah', reason: null },
      },
    };
    const { net } = renderSite(
      `/document?token=${TOKEN}`,
      routes(openQuote, {
        'GET customerDocument': { body: { data: openQuote } },
        'POST acceptQuoteOnline': () => {
          answered = true;
          return { body: { data: accepted, message: CUSTOMER_DOCUMENT_MESSAGES.accepted } };
        },
      }),
    );
    const send = await screen.findByRole('button', { name: 'Accept the quote' });
    await user.click(send);
    expect(await screen.findByText(CUSTOMER_DOCUMENT_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_DOCUMENT_MESSAGES.agree)).toBeInTheDocument();
    expect(net.callsTo('POST acceptQuoteOnline')).toHaveLength(0);

    net.use({ 'GET customerDocument': () => ({ body: { data: answered ? accepted : openQuote } }) });
    await user.type(screen.getByLabelText(/Your full name/), 'Priya Shah');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of this quote/ }));
    await user.click(send);
    expect(await screen.findAllByText(CUSTOMER_DOCUMENT_MESSAGES.accepted)).not.toHaveLength(0);
    expect(net.callsTo('POST acceptQuoteOnline')[0]!.body).toEqual({
      token: TOKEN,
      name: 'Priya Shah',
      agree: true,
    });
    expect(
      await screen.findByText('You accepted this quote on 22 Nov 2026 as Priya Shah.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the quote' })).toBeNull();
  });

  it("declines with a reason, and shows the server's refusal of a quote answered meanwhile", async () => {
    const user = userEvent.setup();
    const { net } = renderSite(
      `/document?token=${TOKEN}`,
      routes(openQuote, {
        'POST declineQuoteOnline': { status: 409, body: { message: CUSTOMER_DOCUMENT_MESSAGES.notOpen } },
      }),
    );
    const send = await screen.findByRole('button', { name: 'Decline the quote' });
    await user.click(send);
    expect(await screen.findByText(CUSTOMER_DOCUMENT_MESSAGES.reason)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Why are you declining/), 'Found someone nearer.');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_DOCUMENT_MESSAGES.notOpen);
    expect(net.callsTo('POST declineQuoteOnline')[0]!.body).toEqual({
      token: TOKEN,
      reason: 'Found someone nearer.',
    });
  });

  it('an invoice: its payments, Amount Paid and Due, and no answer to give', async () => {
    const order: OrderView = {
      ...quoteAsInvoiceDocument(quoteView),
      id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
      invoice_no: 1042,
      payment: 300,
      due: 700,
      due_date: '2099-02-15',
      payments: [
        {
          amount: 300,
          at: '2026-11-21T09:00:00.000Z',
          by: '',
          method: 'bank_transfer',
          reference: 'DEP-1',
          kind: 'payment',
          credit_no: null,
        },
      ],
    };
    renderSite(
      `/document?token=${TOKEN}`,
      routes({ ...openQuote, kind: 'invoice', document: order, quote: null }),
    );
    const sheet = await screen.findByRole('article', { name: 'Invoice #1042' });
    for (const text of ['INVOICE', '#1042', '15 Feb 2099', 'Bank transfer', 'DEP-1'])
      expect(sheet).toHaveTextContent(text);
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Amount Paid').nextSibling).toHaveTextContent('£300.00');
    expect(totals.getByText('Due').nextSibling).toHaveTextContent('£700.00');
    expect(screen.queryByRole('button', { name: 'Accept the quote' })).toBeNull();
  });

  it('each table scrolls sideways in a region the keyboard reaches, named as its table', async () => {
    renderSite(`/document?token=${TOKEN}`, routes(openQuote));
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(services).toHaveAttribute('tabindex', '0');
    expect(within(services).getByRole('table', { name: 'Services' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(document.body);
    // Tabbing from the page's start reaches the region (a pointer is not needed to scroll it).
    for (let i = 0; i < 40 && document.activeElement !== services; i += 1) await user.tab();
    expect(services).toHaveFocus();
  });

  it("a dead token is the site's not-found page, never a document", async () => {
    renderSite('/document?token=tampered', routes(openQuote));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_DOCUMENT_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('without a token it asks nothing', async () => {
    const { net } = renderSite('/document', routes(openQuote));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(net.callsTo('GET customerDocument')).toHaveLength(0);
  });
});

describe('the way to the customer portal', () => {
  it('"See all your documents" opens the portal with the page\'s own link', async () => {
    const user = userEvent.setup();
    renderSite(`/document?token=${TOKEN}`, routes(openQuote));
    await user.click(await screen.findByRole('link', { name: 'See all your documents' }));
    expect(await screen.findByRole('button', { name: 'E-mail me a sign-in link' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/portal?link=${encodeURIComponent(TOKEN)}`);
  });
});
