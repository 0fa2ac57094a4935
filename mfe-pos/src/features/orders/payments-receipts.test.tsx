import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { adminNamesOf, admins, cashPayment, id, order, services, setup } from '../../../test/fixtures';
import { ledgerOf } from './ledger';
import { Receipt } from './receipt';

/**
 * £200 invoiced; £50 cash, £80 card (AUTH-1), then a £100 credit note that left £50 owed against £130 paid,
 * so £80 went back by bank transfer; £50 still due.
 */
const withHistory: OrderView = order({
  payment: 50,
  due: 50,
  credited: 100,
  payments: [
    cashPayment,
    {
      amount: 80,
      at: '2026-11-22T14:05:00.000Z',
      by: id(98),
      method: 'card',
      reference: 'AUTH-1',
      kind: 'payment',
      credit_no: null,
    },
    {
      amount: -80,
      at: '2026-11-24T11:30:00.000Z',
      by: id(99),
      method: 'bank_transfer',
      reference: 'BACS 77',
      kind: 'refund',
      credit_no: 3,
    },
  ],
  credit_notes: [
    {
      credit_no: 3,
      amount: 100,
      reason: 'One socket not fitted',
      refund: 80,
      refund_method: 'bank_transfer',
      refund_reference: 'BACS 77',
      at: '2026-11-24T11:30:00.000Z',
      by: id(99),
    },
  ],
});

function renderList(rows: OrderView[]) {
  return renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) => {
      const one = rows.find((r) => r.id === url.searchParams.get('id'));
      return one
        ? { body: { data: one } }
        : { body: { data: rows, meta: { page: 1, per_page: 10, total: rows.length } } };
    },
    'GET admin/getOrderTrail': {
      body: { data: { invoice_no: 1042, order_id: id(31), status: 'Unpaid', trail: [] } },
    },
    'GET admin/adminNames': adminNamesOf(admins),
  });
}

/** A print window as the browser gives it: an empty document the receipt is rendered into. */
function fakePrintWindow() {
  const doc = document.implementation.createHTMLDocument('');
  const print = jest.fn();
  const open = jest
    .spyOn(window, 'open')
    .mockReturnValue({ document: doc, focus: jest.fn(), print } as unknown as Window);
  return { doc, print, open };
}

const textOf = (el: Element) => el.textContent?.replace(/\s+/g, ' ') ?? '';

test('the payment modal sends method (cash by default) and reference; Take payment from the details comes back to them', async () => {
  const rows = [order()];
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.get('id')
        ? { body: { data: rows[0] } }
        : { body: { data: rows, meta: { page: 1, per_page: 10, total: 1 } } },
    'POST admin/due_pay': {
      body: { data: { payment: 100, due: 100, status: 'Unpaid' }, message: 'Payment update successfully' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Invoice #1042' })).getByRole('button', {
      name: 'Take payment',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  expect(within(dialog).getByLabelText('Method')).toHaveValue('cash');
  expect(
    within(within(dialog).getByLabelText('Method'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Cash', 'Card', 'Bank transfer', 'Other']);
  const amount = within(dialog).getByLabelText('Amount (£)');
  await user.clear(amount);
  await user.type(amount, '50');
  await user.selectOptions(within(dialog).getByLabelText('Method'), 'Card');
  await user.type(within(dialog).getByLabelText('Reference (optional)'), 'AUTH 123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Payment update successfully')).toBeInTheDocument();
  expect(net.callsTo('POST admin/due_pay')[0]!.body).toEqual({
    order_id: id(31),
    amount: 50,
    method: 'card',
    reference: 'AUTH 123',
  });
  expect(await screen.findByRole('dialog', { name: 'Invoice #1042' })).toBeInTheDocument();
});

test('the details show the payment history: time, kind, method, reference, who, amount (refunds negative), balance', async () => {
  const { net } = renderList([withHistory]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const table = await screen.findByRole('table', { name: 'Payment history' });
  await waitFor(() => expect(within(table).getAllByText('Sam Clerk')).toHaveLength(2));
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => textOf(r)),
  ).toEqual([
    'DateKindMethodReferenceTaken byAmountBalance leftReceipt',
    '22 Nov 2026, 09:00PaymentCash—Sam Clerk£50.00£150.00Print receipt',
    '22 Nov 2026, 14:05PaymentCardAUTH-1Priya Owner£80.00£70.00Print receipt',
    '24 Nov 2026, 11:30Refund (credit note #3)Bank transferBACS 77Sam Clerk-£80.00£50.00Print receipt',
  ]);
  // Named through svc-auth's adminNames, which answers every role (a clerk included), for exactly the
  // admins the invoice shows; never through the owner-only admin list.
  expect(net.callsTo('GET admin/adminNames').map((c) => c.search)).toContain(
    `?ids=${encodeURIComponent([id(98), id(99)].join(','))}`,
  );
  expect(net.callsTo('GET admin/userlist')).toEqual([]);
});

test('Print receipt prints the A4 receipt of that payment; 80 mm thermal prints on a narrow roll', async () => {
  renderList([withHistory]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const table = await screen.findByRole('table', { name: 'Payment history' });
  await waitFor(() => expect(within(table).getAllByText('Priya Owner')).toHaveLength(1));

  let win = fakePrintWindow();
  await user.click(within(table).getByRole('button', { name: 'Print receipt 1042-2 (A4)' }));
  expect(win.open).toHaveBeenCalledWith('', `receipt-${id(31)}-2`, 'width=1000,height=650');
  await waitFor(() => expect(win.print).toHaveBeenCalled(), { timeout: 5000 });
  win.open.mockRestore();
  expect(win.doc.title).toBe('Receipt 1042-2 | Brightline Electrical');
  expect(win.doc.body.className).toBe('pos-receipt-window pos-receipt-window--a4');
  const a4 = win.doc.querySelector('article')!;
  expect(a4.className).toBe('pos-receipt pos-receipt--a4');
  const a4Text = textOf(a4);
  for (const expected of [
    'Brightline Electrical',
    '12 Foundry Lane, London SE1 4AB',
    'RECEIPT',
    'Receipt No1042-2',
    'Invoice No#1042',
    'Date22 Nov 2026, 14:05',
    'CustomerGrace Hopper',
    'MethodCard',
    'ReferenceAUTH-1',
    'Taken byPriya Owner',
    'Amount paid£80.00',
    'Invoice total£200.00',
    'Paid to date£130.00',
    'Balance left£70.00',
  ]) {
    expect(a4Text).toContain(expected);
  }

  await user.selectOptions(screen.getByLabelText('Receipt paper'), '80 mm thermal');
  win = fakePrintWindow();
  await user.click(within(table).getByRole('button', { name: 'Print receipt 1042-3 (80 mm thermal)' }));
  expect(win.open).toHaveBeenCalledWith('', `receipt-${id(31)}-3`, 'width=420,height=650');
  await waitFor(() => expect(win.print).toHaveBeenCalled(), { timeout: 5000 });
  win.open.mockRestore();
  expect(win.doc.body.className).toBe('pos-receipt-window pos-receipt-window--thermal');
  const roll = textOf(win.doc.querySelector('article.pos-receipt--thermal')!);
  for (const expected of [
    'REFUND',
    'Receipt No1042-3',
    'MethodBank transfer',
    'ReferenceBACS 77',
    'Credit note#3',
    'Amount refunded£80.00',
    'Balance left£50.00',
    'Refund given.',
  ]) {
    expect(roll).toContain(expected);
  }
});

test('both receipt layouts carry the same facts; the 80 mm one prints on its own 80 mm page', () => {
  const [first] = ledgerOf(withHistory);
  const facts = [
    'Brightline Electrical',
    '12 Foundry Lane, London SE1 4AB',
    '020 7946 0321',
    'Receipt No1042-1',
    'Invoice No#1042',
    'Date22 Nov 2026, 09:00',
    'MethodCash',
    'Taken bySam Clerk',
    'Amount paid£50.00',
    'Balance left£150.00',
    'Thank you for your payment.',
  ];
  for (const layout of ['a4', 'thermal'] as const) {
    const { unmount } = render(
      <Receipt order={withHistory} entry={first!} setup={setup} takenBy="Sam Clerk" layout={layout} />,
    );
    const receipt = screen.getByRole('article', { name: 'Receipt 1042-1' });
    expect(receipt).toHaveClass(`pos-receipt--${layout}`);
    for (const fact of facts) expect(textOf(receipt)).toContain(fact);
    // No reference was given: no empty Reference row.
    expect(textOf(receipt)).not.toContain('Reference');
    unmount();
  }
  // jsdom has no print layout: the page sizes are read from the stylesheet the print window loads.
  const css = readFileSync(join(__dirname, 'receipt.css'), 'utf8').replace(/\s+/g, ' ');
  expect(css).toContain('@page pos-receipt-thermal { size: 80mm 297mm;');
  expect(css).toMatch(/\.pos-receipt--thermal \{ page: pos-receipt-thermal;/);
  const invoiceCss = readFileSync(join(__dirname, '../../shared/sales-document/invoice.css'), 'utf8').replace(
    /\s+/g,
    ' ',
  );
  expect(invoiceCss).toContain('@page { size: A4;');
});

test('a receipt of a voided invoice says so', () => {
  const voided = { ...withHistory, status: 'Void' as const, due: 0 };
  const [first] = ledgerOf(voided);
  render(<Receipt order={voided} entry={first!} setup={{}} takenBy="Sam Clerk" layout="a4" />);
  expect(screen.getByText('This invoice has since been voided.')).toBeInTheDocument();
  // Without site settings the receipt still says what it is.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
});

test('the POS form asks how its pay amount was paid, and only when it takes money', async () => {
  const { net } = renderPos('/admin/ordercreate', {
    'GET admin/getposInsertData': {
      body: { data: { customers: [], categories: [], products: [services[0]!] } },
    },
    'GET admin/customerByPhone': { status: 404, body: { message: 'Customer not found.' } },
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Socket install/ }));
  await user.type(screen.getByLabelText('Phone'), '07700 900999');
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  expect(screen.queryByLabelText('Paid by')).toBeNull();
  await user.type(screen.getByLabelText('Pay Amount (£)'), '20');
  expect(screen.getByLabelText('Paid by')).toHaveValue('cash');
  await user.selectOptions(screen.getByLabelText('Paid by'), 'Card');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).toMatchObject({
    payment: 20,
    payment_method: 'card',
  });
});
