import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LEAD_MESSAGES } from '@voltdesk/contracts';
import { makeStore } from '@voltdesk/app-core';
import { mockFetch, type FetchMock } from '@voltdesk/app-core/testing';
import { drawnOnServer, type DrawnOnServer } from '../../../test/drawn-on-server';
import { defaultRoutes, renderSite } from '../../../test/render-site';
import { servicePage, services } from '../../../test/fixtures';
import { RequestVisitForm } from './request-visit-form';

const TOKEN = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const routes = () => ({
  'GET services': { body: { data: services } },
  'POST leadFormToken': { body: { data: { token: TOKEN } } },
  'POST insertLead': { status: 201, body: { data: null, message: LEAD_MESSAGES.sent } },
});

/** Fills the required fields as a visitor would (pasting: typing each key is slow on a busy machine). */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, text] of [
    [/What do you need/, 'A 7 kW charger on the front wall.'],
    [/Site address/, '4 Elm Road, London'],
    [/Postcode/, 'SW1A 1AA'],
    [/^Name/, 'Priya Shah'],
    [/^Phone/, '07700 900777'],
    [/^E-mail/, 'priya@example.com'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

describe('request a quote or book a visit /request-visit', () => {
  it('starts with the service of the page the visitor came from, and sends the request with its photos', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/request-visit?service=ev-chargers', routes());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a quote or book a visit' }),
    ).toBeInTheDocument();
    const service = screen.getByLabelText(/^Service/);
    await waitFor(() => expect(service).toHaveValue('EV chargers'));
    const send = screen.getByRole('button', { name: 'Send request' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(net.callsTo('POST leadFormToken')).toHaveLength(1);

    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'board.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photos/), photo);
    await user.click(send);

    expect(await screen.findByText(/We have e-mailed you a copy/)).toHaveTextContent(LEAD_MESSAGES.sent);
    const body = String(net.callsTo('POST insertLead')[0]!.body);
    for (const [name, value] of [
      ['service', 'EV chargers'],
      ['postcode', 'SW1A 1AA'],
      ['email', 'priya@example.com'],
      ['preferred_days', '["monday","friday"]'],
      ['form_token', TOKEN],
    ]) {
      expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(body).toContain('name="photos"; filename="board.png"');
    expect(body).not.toContain('name="website"');
    // The form is empty again, with a fresh token for a next request.
    expect(screen.getByLabelText(/Postcode/)).toHaveValue('');
    await waitFor(() => expect(net.callsTo('POST leadFormToken')).toHaveLength(2));
  });

  it("says what is wrong before sending, in the contract's words, and refuses a sixth photo or a PDF", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { net } = renderSite('/request-visit', routes());
    const send = await screen.findByRole('button', { name: 'Send request' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.type(screen.getByLabelText(/Postcode/), '12345');
    await user.upload(
      screen.getByLabelText(/^Photos/),
      new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }),
    );
    await user.click(send);
    expect(await screen.findByText('The postcode must be a UK postcode, like SW1A 1AA.')).toBeInTheDocument();
    expect(screen.getByText('The service field is required.')).toBeInTheDocument();
    expect(
      screen.getByText('quote.pdf: The photo must be a file of type: jpg, png, webp, gif.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Postcode/)).toHaveAttribute('aria-invalid', 'true');
    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText(/^Photos/), six);
    await user.click(send);
    expect(await screen.findByText(LEAD_MESSAGES.tooManyPhotos)).toBeInTheDocument();
    expect(net.callsTo('POST insertLead')).toHaveLength(0);
  });

  it("shows svc-pos's spam refusals: too fast under the form, too many with its message", async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/request-visit?service=rewiring', {
      ...routes(),
      'POST insertLead': {
        status: 422,
        body: { message: 'The given data was invalid.', data: { form_token: [LEAD_MESSAGES.tooFast] } },
      },
    });
    const send = await screen.findByRole('button', { name: 'Send request' });
    await waitFor(() => expect(send).toBeEnabled());
    await fillIn(user);
    await user.click(send);
    expect(await screen.findByText(LEAD_MESSAGES.tooFast)).toBeInTheDocument();
    net.use({
      'POST insertLead': { status: 429, body: { message: 'Too many requests. Please try again later.' } },
    });
    await user.click(send);
    await waitFor(() =>
      expect(screen.getAllByText('Too many requests. Please try again later.').length).toBeGreaterThan(0),
    );
    expect(screen.queryByText(LEAD_MESSAGES.tooFast)).toBeNull();
  });

  it('keeps the honeypot away from people: hidden from the accessibility tree and out of the tab order', async () => {
    renderSite('/request-visit', routes());
    await screen.findByRole('button', { name: 'Send request' });
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it("shows svc-pos's honeypot refusal where people see it (a browser's autofill may have filled the field)", async () => {
    const user = userEvent.setup();
    renderSite('/request-visit?service=rewiring', {
      ...routes(),
      'POST insertLead': {
        status: 422,
        body: { message: 'The given data was invalid.', data: { website: [LEAD_MESSAGES.honeypot] } },
      },
    });
    const send = await screen.findByRole('button', { name: 'Send request' });
    await waitFor(() => expect(send).toBeEnabled());
    await fillIn(user);
    await user.click(send);
    const shown = await screen.findByText(LEAD_MESSAGES.honeypot, { selector: '[role="alert"]' });
    expect(shown.closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('the request form before hydration', () => {
  let net: FetchMock;
  let drawn: DrawnOnServer | undefined;
  beforeEach(() => {
    net = mockFetch({ ...defaultRoutes(), ...routes() });
  });
  afterEach(() => {
    drawn?.unmount();
    net.restore();
    document.body.innerHTML = '';
  });

  it('cannot be sent until the script runs and the form has its token, and keeps what was typed', async () => {
    drawn = drawnOnServer(() => (
      <Provider store={makeStore()}>
        <MemoryRouter>
          <RequestVisitForm services={['Rewiring', 'EV chargers']} />
        </MemoryRouter>
      </Provider>
    ));
    const { container } = drawn;
    const send = within(container).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    expect(net.callsTo('POST leadFormToken')).toHaveLength(0);
    container.querySelector<HTMLInputElement>('[name="postcode"]')!.value = 'M1 1AE';

    await drawn.hydrate();
    await waitFor(() => expect(send).toBeEnabled());
    expect(net.callsTo('POST leadFormToken')).toHaveLength(1);
    expect(within(container).getByLabelText(/Postcode/)).toHaveValue('M1 1AE');
  });
});

describe('a service page', () => {
  it('has the button to request a quote or a visit for that service', async () => {
    renderSite('/service/rewiring', { 'GET service_get_by_slug': { body: { data: servicePage } } });
    const button = await screen.findByRole('link', { name: 'Request a quote / book a visit' });
    expect(button).toHaveAttribute('href', '/request-visit?service=rewiring');
  });
});
