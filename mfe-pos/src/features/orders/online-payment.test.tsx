import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { adminNamesOf, admins, id, order } from '../../../test/fixtures';

/**
 * A card payment the customer made online (Stripe Checkout, recorded by svc-pos from Stripe's webhook):
 * the desk shows its method as "Card (online)" and offers to give a refund back to that card.
 */
const paidOnline: OrderView = order({
  payment: 200,
  due: 0,
  status: 'Paid',
  payments: [
    {
      amount: 200,
      at: '2026-11-22T14:05:00.000Z',
      by: 'stripe',
      method: 'card_online',
      reference: 'pi_test_1',
      kind: 'payment',
      credit_no: null,
    },
  ],
});

function renderList(row: OrderView) {
  return renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.get('id')
        ? { body: { data: row } }
        : { body: { data: [row], meta: { page: 1, per_page: 10, total: 1 } } },
    'GET admin/getOrderTrail': {
      body: { data: { invoice_no: 1042, order_id: id(31), status: 'Paid', trail: [] } },
    },
    'GET admin/adminNames': adminNamesOf(admins),
  });
}

async function openCreditNote(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Invoice #1042' })).getByRole('button', {
      name: 'Credit note',
    }),
  );
  return screen.getByRole('dialog', { name: 'Credit note: Invoice #1042' });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

test('the payment history names an online card payment "Card (online)" with its Stripe reference', async () => {
  renderList(paidOnline);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const table = await screen.findByRole('table', { name: 'Payment history' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  const row = within(table).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Card (online)');
  expect(row).toHaveTextContent('pi_test_1');
});

test('a credit note of an invoice paid online can give the money back to the card; a desk-paid one cannot', async () => {
  renderList(paidOnline);
  const user = userEvent.setup();
  const dialog = await openCreditNote(user);
  expect(optionsOf(within(dialog).getByLabelText('Refund method'))).toEqual([
    'Choose…',
    'Cash',
    'Card',
    'Bank transfer',
    'Other',
    'Card (online)',
  ]);
});

test('the desk never offers "Card (online)" for a refund of money taken at the desk', async () => {
  renderList(order({ payment: 200, due: 0, status: 'Paid' }));
  const user = userEvent.setup();
  const dialog = await openCreditNote(user);
  expect(optionsOf(within(dialog).getByLabelText('Refund method'))).not.toContain('Card (online)');
});
