import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderView } from '@voltdesk/contracts';
import { invalid, renderPos } from '../../../test/render-pos';
import { id, order } from '../../../test/fixtures';
import { PAYMENT_KEY_REUSED } from './payment-modal';

const unpaid = order();
const paid = order({
  id: id(32),
  invoice_no: 1041,
  customer: { name: 'Alan Turing', phone: '07700 900456', email: 'alan@example.com', address: null },
  payment: 200,
  due: 0,
  status: 'Paid',
  additional: false,
  expire_date: null,
  alert: null,
});

/** getOrders as svc-pos answers it: a page of `rows` with meta. */
const page = (rows: OrderView[], meta = { page: 1, per_page: 10, total: rows.length }) => ({
  body: { data: rows, meta },
});

/** getOrders answering one order by `?id=` (the details read it again) and the page otherwise. */
const listed = (rows: OrderView[]) => (_req: Request, url: URL) => {
  const one = rows.find((r) => r.id === url.searchParams.get('id'));
  return one ? { body: { data: one } } : page(rows);
};

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists orders: SL, Invoice, Date, Name, Phone, Total, Payment, Due, Status Paid/Unpaid', async () => {
  const { net } = renderPos('/admin/orders', { 'GET admin/getOrders': page([unpaid, paid]) });
  expect(await screen.findByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Invoice',
    'Date',
    'Name',
    'Phone',
    'Total',
    'Payment',
    'Due',
    'Status',
    'Action',
  ]);
  expect(
    within(rowOf('Grace Hopper'))
      .getAllByRole('cell')
      .slice(0, 9)
      .map((c) => c.textContent),
  ).toEqual([
    '1',
    '#1042',
    '22 Nov 2026',
    'Grace Hopper',
    '07700 900123',
    '£200.00',
    '£50.00',
    '£150.00',
    'Unpaid',
  ]);
  expect(within(rowOf('Alan Turing')).getByText('Paid')).toBeInTheDocument();
  expect(
    within(rowOf('Alan Turing')).getByRole('button', { name: 'Payment of invoice #1041' }),
  ).toBeDisabled();
  expect(net.callsTo('GET admin/getOrders')[0]!.search).toBe('?page=1&per_page=10');
  // One page holds them all: the list's pager stays away.
  expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  // The list loads the setup (for the printed invoice), so the title names the site.
  await waitFor(() => expect(document.title).toBe('Order List | Brightline Electrical'));
});

test('search (debounced), the Paid/Unpaid filter and pagination ask svc-pos, and SL follows the page', async () => {
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) => {
      const p = Number(url.searchParams.get('page'));
      return page(p === 2 ? [paid] : [unpaid], { page: p, per_page: 10, total: 11 });
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('cell', { name: 'Grace Hopper' });
  const pager = within(screen.getByRole('navigation', { name: 'Orders pages' }));
  expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(pager.getByText('1–10 of 11')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(within(rowOf('Alan Turing')).getAllByRole('cell')[0]).toHaveTextContent('11');
  expect(pager.getByText('11–11 of 11')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.selectOptions(screen.getByLabelText('Status'), 'Unpaid');
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
  await waitFor(() =>
    expect(net.callsTo('GET admin/getOrders').at(-1)!.search).toBe(
      '?page=1&per_page=10&search=grace&status=Unpaid',
    ),
  );
  // One request for the whole word, not one per key.
  expect(net.callsTo('GET admin/getOrders').filter((c) => c.search.includes('search=g&'))).toHaveLength(0);
});

test('the payment modal shows the due, keeps the amount between £0.01 and the due, and toasts the result', async () => {
  let due = 150;
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': () =>
      page([order({ due, payment: 200 - due, status: due === 0 ? 'Paid' : 'Unpaid' })]),
    'POST admin/due_pay': async (request) => {
      const { amount } = (await request.json()) as { amount: number };
      due -= amount;
      return {
        body: { data: { payment: 200 - due, due, status: 'Unpaid' }, message: 'Payment update successfully' },
      };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payment of invoice #1042' }));
  const dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  expect(within(dialog).getByTestId('payment-due')).toHaveTextContent('£150.00');
  const amount = within(dialog).getByLabelText('Amount (£)');
  expect(amount).toHaveValue('150.00');
  await user.clear(amount);
  await user.type(amount, '150.01');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(
    within(dialog).getByText('The amount may not be greater than the due (£150.00).'),
  ).toBeInTheDocument();
  await user.clear(amount);
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(within(dialog).getByText('The amount field is required.')).toBeInTheDocument();
  // A payment of nothing would record nothing: refused with the contract's words, never sent.
  await user.type(amount, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(within(dialog).getByText('The amount must be at least £0.01.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/due_pay')).toHaveLength(0);
  await user.clear(amount);

  await user.type(amount, '49.99');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Payment update successfully')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Payment: Invoice #1042' })).toBeNull();
  expect(net.callsTo('POST admin/due_pay')[0]!.body).toEqual({
    order_id: id(31),
    amount: 49.99,
    method: 'cash',
  });
  expect(await within(rowOf('Grace Hopper')).findByText('£100.01')).toBeInTheDocument();
});

test('one Idempotency-Key per opening of the payment modal: retries reuse it, a new opening gets a new one', async () => {
  let replies = 0;
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': page([unpaid]),
    'POST admin/due_pay': () => {
      replies += 1;
      if (replies === 1) return 'network-error';
      // The second attempt changed the amount under the same key: svc-pos refuses a key with two bodies.
      if (replies === 2)
        return {
          status: 409,
          body: { message: 'This Idempotency-Key was already used for a different request.' },
        };
      return {
        body: { data: { payment: 60, due: 140, status: 'Unpaid' }, message: 'Payment update successfully' },
      };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payment of invoice #1042' }));
  let dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  let amount = within(dialog).getByLabelText('Amount (£)');
  await user.clear(amount);
  await user.type(amount, '20');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled());
  // The lost answer may have taken £20: a changed amount from this opening cannot take a second payment.
  await user.clear(amount);
  await user.type(amount, '10');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await within(dialog).findByText(PAYMENT_KEY_REUSED)).toBeInTheDocument();
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Payment of invoice #1042' }));
  dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  amount = within(dialog).getByLabelText('Amount (£)');
  await user.clear(amount);
  await user.type(amount, '10');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Payment update successfully')).toBeInTheDocument();

  const calls = net.callsTo('POST admin/due_pay');
  const keys = calls.map((c) => c.headers.get('idempotency-key'));
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(calls.map((c) => (c.body as { amount: number }).amount)).toEqual([20, 10, 10]);
});

test('a double click on Pay takes one payment and says so once', async () => {
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': page([unpaid]),
    'POST admin/due_pay': {
      body: { data: { payment: 60, due: 140, status: 'Unpaid' }, message: 'Payment update successfully' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payment of invoice #1042' }));
  const dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  const amount = within(dialog).getByLabelText('Amount (£)');
  await user.clear(amount);
  await user.type(amount, '10');
  await user.dblClick(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Payment update successfully')).toBeInTheDocument();
  expect(net.callsTo('POST admin/due_pay')).toHaveLength(1);
  expect(screen.getAllByText('Payment update successfully')).toHaveLength(1);
});

test("a refused payment shows svc-pos's message on its field, without the failure toast", async () => {
  renderPos('/admin/orders', {
    'GET admin/getOrders': page([unpaid]),
    'POST admin/due_pay': invalid({ amount: ['The amount may not be greater than the due (£100.00).'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payment of invoice #1042' }));
  const dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(
    await within(dialog).findByText('The amount may not be greater than the due (£100.00).'),
  ).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Amount (£)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Something went wrong!')).toBeNull();
});

test('view details shows customer, due date, additional expire date and alert, items and every total', async () => {
  renderPos('/admin/orders', { 'GET admin/getOrders': listed([unpaid, paid]) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const dialog = screen.getByRole('dialog', { name: 'Invoice #1042' });
  const text = dialog.textContent ?? '';
  for (const expected of [
    'Grace Hopper',
    '07700 900123',
    'grace@example.com',
    '1 Navy Row, London',
    'Due Date1 Dec 2026',
    'Expire Date22 Nov 2027',
    'Alert30 days before',
    'Socket install£45.502£91.00',
    'EICR inspection£120.00',
    'Sub Total£211.00',
    'Discount£11.00',
    'Total£200.00',
    'Amount Paid£50.00',
    'Due£150.00',
  ]) {
    expect(text).toContain(expected);
  }
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'View invoice #1041' }));
  expect(screen.getByRole('dialog', { name: 'Invoice #1041' }).textContent).not.toContain('Expire Date');
});

/** A print window as the browser gives it: an empty document the invoice is rendered into. */
function fakePrintWindow() {
  const doc = document.implementation.createHTMLDocument('');
  const print = jest.fn();
  const win = { document: doc, focus: jest.fn(), print };
  const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return { doc, print, open };
}

test('print opens a 1000x650 window with the A4 invoice (logo, site, customer, items, totals, bank) and prints', async () => {
  // The page's stylesheets (invoice.css among them) style the print window: files, as the CSP wants.
  const sheet = document.head.appendChild(document.createElement('link'));
  sheet.rel = 'stylesheet';
  sheet.href = '/remotes/pos/orders.css';
  const { doc, print, open } = fakePrintWindow();
  renderPos('/admin/orders', { 'GET admin/getOrders': page([unpaid]) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Print invoice #1042' }));
  expect(open).toHaveBeenCalledWith('', `invoice-${id(31)}`, 'width=1000,height=650');
  // jsdom never loads the stylesheet: the print waits its 3 s at most, then prints anyway.
  await waitFor(() => expect(print).toHaveBeenCalled(), { timeout: 5000 });
  open.mockRestore();
  sheet.remove();

  const text = doc.body.textContent?.replace(/\s+/g, ' ') ?? '';
  expect(doc.title).toBe('Invoice #1042 | Brightline Electrical');
  expect(doc.body.className).toBe('pos-invoice-window');
  expect(doc.querySelector('img')!.getAttribute('src')).toBe('http://localhost/media/content/logo.png');
  expect(doc.querySelector('link[rel="stylesheet"]')!.getAttribute('href')).toBe(
    'http://localhost/remotes/pos/orders.css',
  );
  for (const expected of [
    'Brightline Electrical',
    '12 Foundry Lane, London SE1 4AB',
    '020 7946 0321',
    'hello@brightline.example',
    'Invoice No#1042',
    'Order IDJOB-7',
    'Due Date1 Dec 2026',
    'Expire Date22 Nov 2027',
    'Grace Hopper',
    'Socket install£45.502£91.00',
    'Sub Total£211.00',
    'Due£150.00',
    'Account holderBrightline Electrical Ltd',
    'Account no12345678',
    'Sort code20-00-00',
    'Bank nameBarclays',
  ]) {
    expect(text).toContain(expected);
  }
});

test('the details modal and the print window show one invoice, rendered once', async () => {
  const { doc, print, open } = fakePrintWindow();
  renderPos('/admin/orders', { 'GET admin/getOrders': listed([unpaid]) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const dialog = screen.getByRole('dialog', { name: 'Invoice #1042' });
  const shown = within(dialog).getByRole('article', { name: 'Invoice #1042' });
  // The modal's own Print button prints what it shows.
  await user.click(within(dialog).getByRole('button', { name: 'Print' }));
  await waitFor(() => expect(print).toHaveBeenCalled());
  open.mockRestore();
  const printed = doc.querySelector('article')!;
  expect(printed.getAttribute('aria-label')).toBe('Invoice #1042');
  expect(printed.outerHTML).toBe(shown.outerHTML);
});

test('print says so when the browser blocks the window', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderPos('/admin/orders', { 'GET admin/getOrders': page([unpaid]) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Print invoice #1042' }));
  expect(
    await screen.findByText('The print window was blocked. Please allow pop-ups for this site.'),
  ).toBeInTheDocument();
  open.mockRestore();
});

test("edit goes to the order's update screen; Delete (no payments) asks first and removes it", async () => {
  const unpaidNoPayments = order({ id: id(33), invoice_no: 1043, payment: 0, due: 200, payments: [] });
  let rows = [unpaid, unpaidNoPayments];
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.has('id') ? { body: { data: unpaid } } : page(rows),
    'DELETE admin/deleteOrder': (_req, url) => {
      rows = rows.filter((r) => r.id !== url.searchParams.get('id'));
      return { body: { data: null, message: 'Order deleted successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete invoice #1043' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete invoice #1043' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  expect(confirm).toHaveTextContent('Invoice #1043 has no payments, so it is deleted.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete invoice' }));
  expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: '#1043' })).toBeNull());
  expect(net.callsTo('DELETE admin/deleteOrder')[0]!.search).toBe(`?id=${id(33)}`);

  expect(screen.getByRole('link', { name: 'Edit invoice #1042' })).toHaveAttribute(
    'href',
    `/admin/posupdate/${id(31)}`,
  );
  await user.click(screen.getByRole('link', { name: 'Edit invoice #1042' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/admin/posupdate/${id(31)}`));
});

/** A window `px` wide as far as media queries go (jsdom has no layout, and no matchMedia of its own). */
function windowOfWidth(px: number) {
  const listeners = new Set<() => void>();
  let width = px;
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      listeners.forEach((fn) => fn());
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}

test('below 700 px the orders are cards whose values say what they are; wider, a table', async () => {
  const screenSize = windowOfWidth(390);
  try {
    renderPos('/admin/orders', { 'GET admin/getOrders': page([unpaid, paid]) });
    const list = await screen.findByTestId('order-list');
    expect(list).toHaveClass('pos-order-list--cards');
    await screen.findByRole('cell', { name: 'Alan Turing' });
    // In a card each figure carries its label; the actions are all there.
    expect(
      within(rowOf('Grace Hopper'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Invoice#1042',
      'Date22 Nov 2026',
      'Grace Hopper',
      '07700 900123',
      'Total£200.00',
      'Paid£50.00',
      'Due£150.00',
      'Unpaid',
      'PayPrintViewEditVoid',
    ]);
    act(() => screenSize.resize(768));
    expect(list).toHaveClass('pos-order-list--table');
    expect(within(rowOf('Grace Hopper')).getAllByRole('cell')[5]).toHaveTextContent(/^£200.00$/);
  } finally {
    screenSize.restore();
  }
});
