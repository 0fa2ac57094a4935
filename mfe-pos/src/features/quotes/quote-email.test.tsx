import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { renderPos } from '../../../test/render-pos';
import { adminNamesOf, id, quote } from '../../../test/fixtures';
import { QUOTE_EMAIL_KEY_REUSED } from './email-quote-dialog';

/** "E-mail quote" on the quote page: the address, one key per address, svc-pos's words. */

const q = quote({ notes: null });

const emailed = (to: string) => ({
  body: {
    data: { quote_id: q.id, quote_no: 12, to, requested_at: '2026-07-16T10:00:00.000Z' },
    message: `Quote Q-000012 e-mailed to ${to}`,
  },
});

const admin = (n: number, name: string) => ({
  id: id(n),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  avatar: null,
  user_type: 'admin',
  status: 1,
});

async function openDialog(routes: Record<string, RouteHandler>) {
  const rendered = renderPos(`/admin/quote/${q.id}`, {
    'GET admin/getQuotes': { body: { data: q } },
    ...routes,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'E-mail quote' }));
  await screen.findByRole('dialog', { name: 'E-mail quote Q-000012' });
  return rendered;
}

test("sends the quote to the customer's e-mail with a key, toasts svc-pos's 'Quote Q-000012 e-mailed to …' and lists the mail", async () => {
  let current = q;
  const { net } = await openDialog({
    'GET admin/getQuotes': () => ({ body: { data: current } }),
    'GET admin/adminNames': adminNamesOf([admin(99, 'Sam Clerk')]),
    'POST admin/emailQuote': () => {
      current = { ...q, emails: [{ to: 'grace@example.com', at: '2026-07-16T10:00:00.000Z', by: id(99) }] };
      return emailed('grace@example.com');
    },
  });
  const emails = screen.getByRole('region', { name: 'E-mails' });
  expect(emails).toHaveTextContent('Not e-mailed yet.');
  expect(
    screen.getByText('The quote goes as a PDF attachment (Quote-Q-000012.pdf), as it prints now.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Send to' })).toHaveValue('grace@example.com');
  await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Quote Q-000012 e-mailed to grace@example.com')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'E-mail quote Q-000012' })).not.toBeInTheDocument(),
  );
  // A double click sends once and says so once.
  const calls = net.callsTo('POST admin/emailQuote');
  expect(calls).toHaveLength(1);
  expect(screen.getAllByText('Quote Q-000012 e-mailed to grace@example.com')).toHaveLength(1);
  expect(calls[0]!.body).toEqual({ quote_id: q.id, email: 'grace@example.com' });
  expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

  // The quote is read again: its e-mails now list this one, with when (UK time) and who.
  const table = await within(emails).findByRole('table', { name: 'E-mails of the quote' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
    '16 Jul 2026, 11:00grace@example.comSam Clerk',
  );
});

test('the e-mails list the newest first, and name an admin the user list no longer holds by their id', async () => {
  renderPos(`/admin/quote/${q.id}`, {
    'GET admin/getQuotes': {
      body: {
        data: quote({
          emails: [
            { to: 'grace@example.com', at: '2026-07-16T10:00:00.000Z', by: id(99) },
            { to: 'office@hopper.example', at: '2026-07-20T14:30:00.000Z', by: id(98) },
          ],
        }),
      },
    },
    'GET admin/adminNames': adminNamesOf([admin(99, 'Sam Clerk')]),
  });
  const table = await screen.findByRole('table', { name: 'E-mails of the quote' });
  await waitFor(() => expect(table).toHaveTextContent('Sam Clerk'));
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    `20 Jul 2026, 15:30office@hopper.exampleAdmin …${id(98).slice(-6)}`,
    '16 Jul 2026, 11:00grace@example.comSam Clerk',
  ]);
});

test('a bad address is stopped as typed; svc-pos 422 shows under the field, its 409 above it', async () => {
  let answer: { status: number; body: unknown } = {
    status: 422,
    body: {
      message: 'The given data was invalid.',
      data: { email: ['This quote has no customer e-mail address. Enter the address to send the quote to.'] },
    },
  };
  const { net } = await openDialog({ 'POST admin/emailQuote': () => answer });
  const field = screen.getByRole('textbox', { name: 'Send to' });
  await userEvent.clear(field);
  await userEvent.type(field, 'not-an-address');
  expect(screen.getByText('The email must be a valid email address.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(net.callsTo('POST admin/emailQuote')).toHaveLength(0);

  await userEvent.clear(field);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText(
      'This quote has no customer e-mail address. Enter the address to send the quote to.',
    ),
  ).toBeInTheDocument();

  answer = {
    status: 409,
    body: { message: 'This Idempotency-Key was already used for a different request.' },
  };
  await userEvent.type(field, 'accounts@client.example');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(QUOTE_EMAIL_KEY_REUSED)).toBeInTheDocument();
});
