import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderView } from '@voltdesk/contracts';
import { oneOrderRoutes, renderPos } from '../../../test/render-pos';
import { cashPayment, id, order, setup } from '../../../test/fixtures';
import { ledgerOf } from './ledger';
import { Receipt } from './receipt';

/** £913.11 invoiced, £600 taken, then a £100 part credit: £213.11 still due. */
const credited: OrderView = order({
  items: [{ id: id(11), name: 'Rewire', price: 913.11, qty: 1, total: 913.11 }],
  sub_total: 913.11,
  discount: 0,
  total: 913.11,
  payment: 600,
  due: 213.11,
  credited: 100,
  payments: [{ ...cashPayment, amount: 600 }],
  credit_notes: [
    {
      credit_no: 4,
      amount: 100,
      reason: 'One circuit left as it was',
      refund: 0,
      refund_method: null,
      refund_reference: null,
      at: '2026-11-23T10:00:00.000Z',
      by: id(99),
    },
  ],
});

const textOf = (el: Element) => el.textContent?.replace(/\s+/g, ' ') ?? '';
/** The figures that must add up, as every rendering of the invoice prints them. */
const FIGURES = 'Total£913.11Credited£100.00Amount Paid£600.00Due£213.11';

function fakePrintWindow() {
  const doc = document.implementation.createHTMLDocument('');
  const print = jest.fn();
  const open = jest
    .spyOn(window, 'open')
    .mockReturnValue({ document: doc, focus: jest.fn(), print } as unknown as Window);
  return { doc, print, open };
}

test('after a credit note the list, the details, the print and the payment dialog show Credited, so the figures add up', async () => {
  renderPos('/admin/orders', oneOrderRoutes(credited));
  const user = userEvent.setup();
  const row = (await screen.findByRole('cell', { name: 'Grace Hopper' })).closest('tr')!;
  expect(textOf(row)).toContain('£913.11Credited £100.00£600.00£213.11');

  await user.click(within(row).getByRole('button', { name: 'View invoice #1042' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invoice #1042' });
  const invoice = within(dialog).getByRole('article', { name: 'Invoice #1042' });
  expect(textOf(within(invoice).getByLabelText('Totals'))).toContain(FIGURES);
  // Money was taken and some is still due: part paid, with what is due.
  expect(invoice).toHaveTextContent('StatusPart paid: £213.11 due');

  const win = fakePrintWindow();
  await user.click(within(dialog).getByRole('button', { name: 'Print' }));
  await waitFor(() => expect(win.print).toHaveBeenCalled(), { timeout: 5000 });
  win.open.mockRestore();
  const printed = textOf(win.doc.body);
  expect(printed).toContain(FIGURES);
  expect(printed).toContain('Part paid: £213.11 due');

  await user.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  const pay = await screen.findByRole('dialog', { name: 'Payment: Invoice #1042' });
  expect(textOf(pay)).toContain('Total£913.11Credited£100.00Amount Paid£600.00Due£213.11');
});

test('a receipt taken after a credit note counts it: total - credited - paid to date = balance left', () => {
  const later: OrderView = {
    ...credited,
    payment: 700,
    due: 113.11,
    payments: [
      { ...cashPayment, amount: 600 },
      { ...cashPayment, amount: 100, at: '2026-11-24T10:00:00.000Z' },
    ],
  };
  const entry = ledgerOf(later)[1]!;
  render(<Receipt order={later} entry={entry} setup={setup} takenBy="Sam Clerk" layout="a4" />);
  expect(textOf(screen.getByLabelText('Amounts'))).toContain(
    'Invoice total£913.11Credited£100.00Paid to date£700.00Balance left£113.11',
  );
});
