import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../../test/render-site';

// svc-content answers the confirmation and unsubscribe links of the mails with a redirect here
// (svc-content/src/newsletter/newsletter.test.ts checks the Location per outcome).
describe('newsletter link landing /newsletter?result=', () => {
  it('says the subscription is confirmed, with no sign-up form', async () => {
    renderSite('/newsletter?result=confirmed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Our newsletter will reach you from the next issue/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Subscription confirmed \| /);
    // Only meaningful after following a mail link: kept out of search engines.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says the address was unsubscribed and offers to subscribe again, through the double opt-in sign-up', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/newsletter?result=unsubscribed', {
      'POST insertNewsLetter': { body: { data: null, message: 'Thanks for subscribe.' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/removed from our list/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Changed your mind?' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    await user.type(within(form).getByLabelText(/Your name/), 'Sam Carter');
    await user.type(within(form).getByLabelText(/Your e-mail/), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribe.')).toBeInTheDocument();
    expect(
      screen.getByText(/We have sent a confirmation e-mail to sam@example.com\. Please open it and confirm/),
    ).toBeInTheDocument();
    // The ordinary public sign-up (rate-limited, pending until confirmed), nothing that skips it.
    expect(net.callsTo('POST insertNewsLetter').map((c) => c.body)).toEqual([
      { name: 'Sam Carter', email: 'sam@example.com' },
    ]);
  });

  it('says a link is invalid or already used, and offers the sign-up form', async () => {
    renderSite('/newsletter?result=invalid');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This link is invalid or has already been used',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/If you have just unsubscribed, you are off our list/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });

  it('is the plain sign-up page without a known result (never a claim that something happened)', async () => {
    renderSite('/newsletter?result=<script>');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.queryByText(/confirmed|unsubscribed|invalid/i)).toBeNull();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});

// svc-content answers the GET of an unsubscribe link with a redirect here: a GET changes nothing, since
// mail scanners open links nobody clicked; the visitor's press of the button unsubscribes.
describe('newsletter unsubscribe question /newsletter?unsubscribe=', () => {
  it('unsubscribes only when the button is pressed, then says so with the sign-up form', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/newsletter?unsubscribe=tok-123', {
      'POST unsubscribe': {
        body: { data: { result: 'unsubscribed' }, message: 'You have been unsubscribed.' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter?' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Loading the page (as a scanner would) sent nothing.
    expect(net.callsTo('POST unsubscribe')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
    // The one-click body of RFC 8058, for the link's token; the address no longer carries the token.
    expect(net.callsTo('POST unsubscribe').map((c) => ({ search: c.search, body: c.body }))).toEqual([
      { search: '?token=tok-123', body: { 'List-Unsubscribe': 'One-Click' } },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/newsletter\?result=unsubscribed$/);
  });

  it('says a used or unknown link is invalid', async () => {
    const user = userEvent.setup();
    renderSite('/newsletter?unsubscribe=gone', {
      'POST unsubscribe': { body: { data: { result: 'invalid' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This link is invalid or has already been used',
      }),
    ).toBeInTheDocument();
  });

  it('keeps the question and says so when the call fails, so the visitor can try again', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/newsletter?unsubscribe=tok-9', {
      'POST unsubscribe': { status: 503, body: { message: 'Service unavailable.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not unsubscribe you just now/);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter?' }),
    ).toBeInTheDocument();
    // The button comes back once the failed call has settled (a slow machine may still be settling).
    const again = await screen.findByRole('button', { name: 'Unsubscribe' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() => expect(net.callsTo('POST unsubscribe')).toHaveLength(2));
  });
});

// svc-content answers the GET of a confirmation link with a redirect here: a GET changes nothing, since
// mail scanners open links nobody clicked (which would defeat double opt-in); the button confirms.
describe('newsletter confirmation question /newsletter?confirm=', () => {
  it('confirms only when the button is pressed, then says the subscription is confirmed', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/newsletter?confirm=tok-456', {
      'POST confirmSubscription': {
        body: { data: { result: 'confirmed' }, message: 'Your subscription is confirmed.' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Loading the page (as a scanner would) sent nothing.
    expect(net.callsTo('POST confirmSubscription')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Our newsletter will reach you from the next issue/)).toBeInTheDocument();
    expect(net.callsTo('POST confirmSubscription').map((c) => c.search)).toEqual(['?token=tok-456']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/newsletter\?result=confirmed$/);
  });

  it('says a used or unknown link is invalid, with the sign-up form', async () => {
    const user = userEvent.setup();
    renderSite('/newsletter?confirm=gone', {
      'POST confirmSubscription': { body: { data: { result: 'invalid' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This link is invalid or has already been used',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });

  it('keeps the button when the request fails, so the visitor can try again', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/newsletter?confirm=tok-9', {
      'POST confirmSubscription': { status: 503, body: { message: 'Service unavailable.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not confirm your subscription/);
    const again = await screen.findByRole('button', { name: 'Confirm subscription' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() => expect(net.callsTo('POST confirmSubscription')).toHaveLength(2));
  });
});
