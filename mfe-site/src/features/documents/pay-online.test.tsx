import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type OnlinePaymentStatusView,
  type OrderView,
} from '@voltdesk/contracts';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { landingWith, renderSite } from '../../../test/render-site';
import { goToPaymentPage } from './pay-navigation';

// The one thing a browser test cannot do here: leave the site for Stripe's page.
jest.mock('./pay-navigation', () => ({ goToPaymentPage: jest.fn() }));

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJpbnZvaWNlIn0.c2lnbmF0dXJl';
const BANK = {
  holder_name: 'Brightline Ltd',
  ac_no: '12345678',
  sort_code: '12-34-56',
  bank_name: 'Northbank',
};

const order: OrderView = {
  ...quoteAsInvoiceDocument({
    id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
    quote_no: 12,
    status: 'Accepted',
    expired: false,
    customer: {
      name: 'Priya Shah',
      phone: '07700 900777',
      email: 'priya@example.com',
      address: '4 Elm Road',
    },
    items: [{ id: 'svc-1', name: 'EV charger installation', price: 700, qty: 1, total: 700 }],
    sub_total: 700,
    discount: 0,
    total: 700,
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
  }),
  id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  invoice_no: 1042,
};

const paidOrder: OrderView = {
  ...order,
  payment: 700,
  due: 0,
  status: 'Paid',
  payments: [
    {
      amount: 700,
      at: '2026-11-22T09:00:00.000Z',
      by: 'stripe',
      method: 'card_online',
      reference: 'pi_test_123',
      kind: 'payment',
      credit_no: null,
    },
  ],
};

const shown = (document: OrderView): CustomerDocumentView => ({
  kind: 'invoice',
  document,
  quote: null,
  link: { expires_at: '2099-03-01T00:00:00.000Z', first_opened_at: null },
});

/** The invoice page's server: the document, and online payment's status (a function: it may change). */
function routes(
  status: () => OnlinePaymentStatusView,
  document: () => OrderView = () => order,
  more: Record<string, RouteHandler> = {},
) {
  return {
    'GET landding': landingWith({ setup: { bankInfo: BANK } }),
    'GET customerDocument': () => ({ body: { data: shown(document()) } }),
    'POST customerDocumentOpened': () => ({ body: { data: shown(document()) } }),
    'GET onlinePaymentStatus': (_: Request, url: URL) =>
      url.searchParams.get('token') === TOKEN ? { body: { data: status() } } : { status: 404, body: {} },
    ...more,
  };
}

const ON = { enabled: true, due: 700, paid_online: 0 };

beforeEach(() => jest.mocked(goToPaymentPage).mockReset());

describe('the Pay button on the invoice page', () => {
  it('opens a Checkout Session for the invoice by its token alone and sends the customer to Stripe', async () => {
    const { net } = renderSite(
      `/document?token=${TOKEN}`,
      routes(() => ON, undefined, {
        'POST startOnlinePayment': {
          body: {
            data: {
              url: 'https://checkout.stripe.com/c/pay/cs_test_1',
              session_id: 'cs_test_1',
              amount: 700,
            },
          },
        },
      }),
    );
    const pay = await screen.findByRole('button', { name: 'Pay £700.00 by card' });
    await userEvent.click(pay);
    await waitFor(() =>
      expect(goToPaymentPage).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    // Nothing but the token: the amount is svc-pos's.
    expect(net.callsTo('POST startOnlinePayment')[0]!.body).toEqual({ token: TOKEN });
  });

  it('shows why when no payment page opens, and stays on the page', async () => {
    renderSite(
      `/document?token=${TOKEN}`,
      routes(() => ON, undefined, {
        'POST startOnlinePayment': {
          status: 502,
          body: {
            message: 'The card payment page could not be opened just now. Please try again in a minute.',
          },
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £700.00 by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card payment page could not be opened just now. Please try again in a minute.',
    );
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('is hidden while online payment is off: the page shows the bank details to pay by', async () => {
    const { net } = renderSite(
      `/document?token=${TOKEN}`,
      routes(() => ({ ...ON, enabled: false })),
    );
    const sheet = await screen.findByRole('article', { name: 'Invoice #1042' });
    await waitFor(() => expect(net.callsTo('GET onlinePaymentStatus')).toHaveLength(1));
    expect(await within(sheet).findByText('12-34-56')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay online' })).toBeNull();
  });

  it('back from Stripe, waits for the payment to be recorded, then shows the invoice paid', async () => {
    let recorded = false;
    const { net } = renderSite(
      `/document?token=${TOKEN}&payment=paid`,
      routes(
        () => {
          // The webhook lands between the page's first and second look.
          const answer = recorded ? { enabled: true, due: 0, paid_online: 700 } : ON;
          recorded = true;
          return answer;
        },
        () => (recorded ? paidOrder : order),
      ),
    );
    expect(
      await screen.findByText('Thank you: your payment is being confirmed. This page updates by itself.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
    await waitFor(
      () => expect(screen.getByText('Thank you: your card payment has been received.')).toBeInTheDocument(),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(net.callsTo('GET customerDocument').length).toBeGreaterThan(1));
    const sheet = await screen.findByRole('article', { name: 'Invoice #1042' });
    await waitFor(() => expect(sheet).toHaveTextContent('Card (online)'));
    expect(sheet).toHaveTextContent('pi_test_123');
  });

  it('back from a cancelled payment: says nothing was taken and offers the button again', async () => {
    renderSite(
      `/document?token=${TOKEN}&payment=cancelled`,
      routes(() => ON),
    );
    expect(
      await screen.findByText(
        'The card payment was cancelled: nothing was taken. You can pay below, or by bank transfer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £700.00 by card' })).toBeInTheDocument();
  });
});
