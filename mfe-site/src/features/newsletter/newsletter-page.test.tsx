import { screen, within } from '@testing-library/react';
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
