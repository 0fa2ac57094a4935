import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerLinkView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { adminNamesOf, id, order, quote } from '../../../test/fixtures';

/** What the staff see of a customer link and of an answer given on the quote's page. */

const link = (over: Partial<CustomerLinkView> = {}): CustomerLinkView => ({
  id: id(70),
  kind: 'quote',
  document_id: id(51),
  created_at: '2026-07-15T09:00:00.000Z',
  expires_at: '2026-10-13T09:00:00.000Z',
  revoked_at: null,
  revoke_reason: null,
  first_opened_at: '2026-07-16T18:30:00.000Z',
  last_opened_at: '2026-07-16T18:35:00.000Z',
  ...over,
});

const answered = quote({
  status: 'Accepted',
  decided_at: '2026-07-16T18:40:00.000Z',
  decided_by: 'customer',
  answer: {
    decision: 'accepted',
    at: '2026-07-16T18:40:00.000Z',
    name: 'Grace Hopper',
    reason: null,
    ip: '203.0.113.9',
    user_agent: 'Firefox',
    agreed_terms: true,
  },
  history: [
    { action: 'created', at: '2026-07-15T08:00:00.000Z', by: id(99) },
    {
      action: 'accepted',
      at: '2026-07-16T18:40:00.000Z',
      by: 'customer',
      name: 'Grace Hopper',
      ip: '203.0.113.9',
    },
  ],
});

test('the quote page says when the customer first opened the link, their online answer, and the trail', async () => {
  const { net } = renderPos(`/admin/quote/${answered.id}`, {
    'GET admin/getQuotes': { body: { data: answered } },
    'GET admin/getCustomerLinks': { body: { data: [link()] } },
    'GET admin/adminNames': adminNamesOf([{ id: id(99), name: 'Sam Clerk' }]),
  });
  expect(
    await screen.findByText(/Customer first opened the link on 16 Jul 2026, 19:30\. The link works until/),
  ).toBeInTheDocument();
  expect(net.callsTo('GET admin/getCustomerLinks')[0]!.search).toBe(`?kind=quote&id=${answered.id}`);
  const trail = screen.getByRole('region', { name: 'Trail' });
  expect(trail).toHaveTextContent(
    'Accepted online by the customer, who typed "Grace Hopper" and agreed to the terms, on 16 Jul 2026, 19:40 from 203.0.113.9.',
  );
  const rows = within(trail)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
  expect(rows[1]).toBe('16 Jul 2026, 19:40AcceptedCustomer (online)');
  expect(await within(trail).findByText('Sam Clerk')).toBeInTheDocument();
});

test('an invoice not opened yet says so; one never mailed says nothing', async () => {
  const invoice = order();
  renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.get('id')
        ? { body: { data: invoice } }
        : { body: { data: [invoice], meta: { page: 1, per_page: 10, total: 1 } } },
    'GET admin/getCustomerLinks': (_req, url) => ({
      body: {
        data:
          url.searchParams.get('kind') === 'invoice'
            ? [
                link({
                  kind: 'invoice',
                  document_id: invoice.id,
                  first_opened_at: null,
                  last_opened_at: null,
                }),
              ]
            : [],
      },
    }),
  });
  await userEvent.click(await screen.findByRole('button', { name: `View invoice #${invoice.invoice_no}` }));
  expect(await screen.findByText(/The customer has not opened the link yet\./)).toBeInTheDocument();
});
