import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_DOCUMENT_MESSAGES, PORTAL_MESSAGES, type PortalAccountView } from '@voltdesk/contracts';
import { renderSite } from '../../../test/render-site';

const account: PortalAccountView = {
  customer: { name: 'Alice Smith', email: 'alice@example.com' },
  balance: 70,
  quotes: [
    {
      id: 'q'.repeat(24),
      quote_no: 12,
      state: 'Open',
      total: 900,
      valid_until: '2026-12-31',
      created_at: '2026-06-01T09:00:00.000Z',
    },
  ],
  invoices: [
    {
      id: 'a'.repeat(24),
      invoice_no: 41,
      created_at: '2026-05-03T10:00:00.000Z',
      due_date: null,
      total: 100,
      credited: 0,
      payment: 30,
      due: 70,
      status: 'Unpaid',
    },
  ],
  receipts: [
    {
      invoice_id: 'a'.repeat(24),
      invoice_no: 41,
      amount: 30,
      at: '2026-05-03T10:00:00.000Z',
      method: 'bank_transfer',
      kind: 'payment',
    },
  ],
  session_expires_at: '2026-06-01T10:00:00.000Z',
};

const signedOut = { status: 401, body: { message: PORTAL_MESSAGES.sessionEnded } };

/**
 * svc-pos's answer to the document link the portal was opened from: live (the portal reads only that it
 * is, not the document) or dead (404).
 */
const documentLink = (live: boolean) => ({
  'GET customerDocument': live
    ? { body: { data: { kind: 'invoice' } } }
    : { status: 404, body: { message: CUSTOMER_DOCUMENT_MESSAGES.notFound } },
});

describe('the customer portal /portal', () => {
  it('without a session says how to get a sign-in link, and never signs an admin out', async () => {
    const { store } = renderSite('/portal', { 'GET portal/account': signedOut }, { token: 'admin-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByText(PORTAL_MESSAGES.sessionEnded)).toBeInTheDocument();
    // The portal's 401 is not an admin's 'Unauthenticated.'.
    expect(store.getState().session.token).toBe('admin-token');
  });

  it('from a document link, e-mails a sign-in link without asking for an address', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/portal?link=doc.link.token-0123456789', {
      ...documentLink(true),
      'POST portal/requestLink': { body: { data: null, message: PORTAL_MESSAGES.linkSent } },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(PORTAL_MESSAGES.linkSent)).toHaveAttribute('role', 'status');
    expect(net.callsTo('POST portal/requestLink')[0]!.body).toEqual({
      link: 'doc.link.token-0123456789',
    });
  });

  it('says so when the document link stops working before the press', async () => {
    const user = userEvent.setup();
    renderSite('/portal?link=revoked.link.token-0123456789', {
      ...documentLink(true),
      'POST portal/requestLink': {
        status: 422,
        body: { message: 'The given data was invalid.', data: { link: [PORTAL_MESSAGES.linkInvalid] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PORTAL_MESSAGES.linkInvalid);
  });

  it("a dead document link is the site's not-found page, with no way to ask for a sign-in link", async () => {
    renderSite('/portal?link=revoked.link.token-0123456789', documentLink(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_DOCUMENT_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
  });

  it('signs in from the mailed link on a press, then shows the balance, invoices, quotes and payments', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { net } = renderSite('/portal?signin=mailed-token-0123456789', {
      'POST portal/signIn': () => {
        signedIn = true;
        return {
          body: {
            data: { name: 'Alice Smith', session_expires_at: account.session_expires_at },
            message: 'You are signed in.',
          },
        };
      },
      'GET portal/account': () => (signedIn ? { body: { data: account } } : signedOut),
      'GET portal/document': { body: { data: { url: '/document?token=the.page.token' } } },
      'POST portal/signOut': { body: { data: null, message: PORTAL_MESSAGES.signedOut } },
    });
    // Opening the page spends nothing: a mail scanner following the link does not sign in.
    const open = await screen.findByRole('button', { name: 'Open my account' });
    expect(net.callsTo('POST portal/signIn')).toHaveLength(0);
    await user.click(open);
    expect(await screen.findByRole('heading', { name: 'Hello, Alice Smith' })).toBeInTheDocument();
    // The token has left the address bar.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal$/);
    expect(screen.getByText('Balance to pay:')).toHaveTextContent('Balance to pay: £70.00');

    const invoices = screen.getByRole('table', { name: 'Invoices' });
    const row = within(invoices).getByRole('row', { name: /#41/ });
    expect(row).toHaveTextContent('Unpaid');
    expect(row).toHaveTextContent('£100.00');
    expect(within(screen.getByRole('table', { name: 'Quotes' })).getByText('Q-000012')).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('row', { name: /Bank transfer/ })).toHaveTextContent('£30.00');

    await user.click(within(row).getByRole('button', { name: 'View invoice #41' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/document?token=the.page.token'),
    );
    expect(net.callsTo('GET portal/document')[0]!.search).toContain('kind=invoice');
  });

  it('a spent or expired sign-in link says what to do', async () => {
    const user = userEvent.setup();
    renderSite('/portal?signin=spent-token-0123456789', {
      'POST portal/signIn': {
        status: 422,
        body: { message: 'The given data was invalid.', data: { token: [PORTAL_MESSAGES.signInInvalid] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PORTAL_MESSAGES.signInInvalid);
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    const { net } = renderSite('/portal', {
      'GET portal/account': { body: { data: account } },
      'POST portal/signOut': { body: { data: null, message: PORTAL_MESSAGES.signedOut } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(PORTAL_MESSAGES.signedOut)).toBeInTheDocument();
    expect(net.callsTo('POST portal/signOut')).toHaveLength(1);
  });
});
