import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@voltdesk/app-core';
import { mockFetch, type FetchMock } from '@voltdesk/app-core/testing';
import { drawnOnServer, type DrawnOnServer } from '../../../test/drawn-on-server';
import { defaultRoutes } from '../../../test/render-site';
import { ContactForm } from './contact-form';

// The page is server-rendered: a visitor can fill the form before the script has hydrated it.
describe('the contact form typed into before hydration', () => {
  let net: FetchMock;
  let drawn: DrawnOnServer | undefined;

  beforeEach(() => {
    net = mockFetch({ ...defaultRoutes(), 'POST insertContact': { status: 201, body: { data: null } } });
  });

  afterEach(() => {
    drawn?.unmount();
    net.restore();
    document.body.innerHTML = '';
  });

  it('cannot be submitted by the browser before the script runs, and sends what was typed once it has', async () => {
    drawn = drawnOnServer(() => (
      <Provider store={makeStore()}>
        <ContactForm />
      </Provider>
    ));
    const { container } = drawn;

    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    const typed = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '07700 900 999',
      message: 'Please quote for a new fuse board.',
    };
    for (const [name, value] of Object.entries(typed)) {
      container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value = value;
    }

    await drawn.hydrate();
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.setup().click(send);

    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(net.callsTo('POST insertContact')[0]!.body).toEqual(typed);
  });
});
