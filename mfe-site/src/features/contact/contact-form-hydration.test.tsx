import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore, ToastHost } from '@voltdesk/app-core';
import { mockFetch, type FetchMock } from '@voltdesk/app-core/testing';
import { defaultRoutes } from '../../../test/render-site';
import { ContactForm } from './contact-form';

// The page is server-rendered: a visitor can fill the form before the script has hydrated it.
describe('the contact form typed into before hydration', () => {
  let net: FetchMock;
  let root: Root | undefined;

  beforeEach(() => {
    net = mockFetch({ ...defaultRoutes(), 'POST insertContact': { status: 201, body: { data: null } } });
  });

  afterEach(() => {
    act(() => root?.unmount());
    net.restore();
    document.body.innerHTML = '';
  });

  it('cannot be submitted by the browser before the script runs, and sends what was typed once it has', async () => {
    const page = () => (
      <Provider store={makeStore()}>
        <ContactForm />
      </Provider>
    );
    const container = document.createElement('div');
    // react-redux's Provider takes its layout effect when a window exists (jsdom has one) and React's
    // server renderer warns about it; the real server render has no window.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(page());
    warn.mockRestore();
    document.body.append(container);
    render(<ToastHost />);

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

    await act(async () => {
      root = hydrateRoot(container, page());
    });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.setup().click(send);

    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(net.callsTo('POST insertContact')[0]!.body).toEqual(typed);
  });
});
