import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { CUSTOMER_DOCUMENT_MESSAGES, type CustomerDocumentView } from '@voltdesk/contracts';
import { makeStore } from '@voltdesk/app-core';
import { mockFetch, type FetchMock } from '@voltdesk/app-core/testing';
import { drawnOnServer, type DrawnOnServer } from '../../../test/drawn-on-server';
import { defaultRoutes } from '../../../test/render-site';
import { QuoteAnswer } from './quote-answer';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaW5rIn0.c2lnbmF0dXJl';
const quote: NonNullable<CustomerDocumentView['quote']> = {
  quote_no: 12,
  number: 'Q-000012',
  valid_until: '2099-01-31',
  status: 'Open',
  notes: null,
  can_answer: true,
  answer: null,
  invoice_token: null,
};

// The customer's page is drawn on the server: on a slow phone they can type before the script takes over.
describe("a quote's answer typed before the page's script runs", () => {
  let net: FetchMock;
  let drawn: DrawnOnServer | undefined;

  beforeEach(() => {
    net = mockFetch({
      ...defaultRoutes(),
      'POST acceptQuoteOnline': { body: { message: CUSTOMER_DOCUMENT_MESSAGES.accepted } },
      'POST declineQuoteOnline': { body: { message: CUSTOMER_DOCUMENT_MESSAGES.declined } },
    });
  });

  afterEach(() => {
    drawn?.unmount();
    net.restore();
    document.body.innerHTML = '';
  });

  /** The server's HTML of the answers, with `typed` done to its fields before hydration. */
  async function hydrateAfter(typed: (container: HTMLElement) => void) {
    drawn = drawnOnServer(() => (
      <Provider store={makeStore()}>
        <QuoteAnswer quote={quote} token={TOKEN} />
      </Provider>
    ));
    expect(screen.getByRole('button', { name: 'Accept the quote' })).toBeDisabled();
    typed(drawn.container);
    await drawn.hydrate();
  }

  it('accepts with the name and the tick given before, not "type your name" under a typed name', async () => {
    await hydrateAfter((container) => {
      container.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Priya Shah';
      container.querySelector<HTMLInputElement>('[name="agree"]')!.checked = true;
    });
    const send = screen.getByRole('button', { name: 'Accept the quote' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.setup().click(send);

    expect(await screen.findByText(CUSTOMER_DOCUMENT_MESSAGES.accepted)).toBeInTheDocument();
    expect(screen.queryByText(CUSTOMER_DOCUMENT_MESSAGES.name)).toBeNull();
    expect(net.callsTo('POST acceptQuoteOnline')[0]!.body).toEqual({
      token: TOKEN,
      name: 'Priya Shah',
      agree: true,
    });
  });

  it('declines with the reason typed before', async () => {
    await hydrateAfter((container) => {
      container.querySelector<HTMLTextAreaElement>('[name="reason"]')!.value = 'Too dear for now.';
    });
    const send = screen.getByRole('button', { name: 'Decline the quote' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.setup().click(send);

    expect(await screen.findByText(CUSTOMER_DOCUMENT_MESSAGES.declined)).toBeInTheDocument();
    expect(net.callsTo('POST declineQuoteOnline')[0]!.body).toEqual({
      token: TOKEN,
      reason: 'Too dear for now.',
    });
  });
});
