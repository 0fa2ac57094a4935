import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields } from '@voltdesk/app-core/testing';
import type { ExpenseView } from '@voltdesk/contracts';
import { invalid, renderPos } from '../../../test/render-pos';
import { id } from '../../../test/fixtures';

const expenses: ExpenseView[] = [
  {
    id: id(41),
    date: '2026-11-02',
    supplier: 'Fuel',
    description: '',
    net: 50,
    vat: 10,
    gross: 60,
    receipt: null,
  },
  {
    id: id(42),
    date: '2026-10-14',
    supplier: 'City Electrical Factors',
    description: '100 m 2.5mm T&E',
    net: 87.5,
    vat: 17.5,
    gross: 105,
    receipt: `/media/pos/${'a'.repeat(64)}.png`,
  },
];
const listBody = { body: { data: expenses, meta: { page: 1, per_page: 10, total: 2 } } };
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists expenses newest first with net, VAT, gross and a link to the receipt', async () => {
  renderPos('/admin/expenses', { 'GET admin/getExpenses': listBody });
  expect(await screen.findByRole('cell', { name: 'City Electrical Factors' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Date',
    'Supplier',
    'Description',
    'Net',
    'VAT',
    'Gross',
    'Receipt',
    'Action',
  ]);
  const cef = within(rowOf('City Electrical Factors')).getAllByRole('cell');
  expect(cef.map((c) => c.textContent).slice(1, 7)).toEqual([
    '14 Oct 2026',
    'City Electrical Factors',
    '100 m 2.5mm T&E',
    '£87.50',
    '£17.50',
    '£105.00',
  ]);
  expect(
    within(rowOf('City Electrical Factors')).getByRole('link', { name: /view receipt/i }),
  ).toHaveAttribute('href', expenses[1]!.receipt);
  expect(within(rowOf('Fuel')).getByText('None')).toBeInTheDocument();
  expect(document.title).toBe('Expenses');
});

test('Add New checks the fields with the contract, then sends them and the receipt as multipart', async () => {
  let sent: Record<string, string> = {};
  renderPos('/admin/expenses', {
    'GET admin/getExpenses': listBody,
    'POST admin/insertExpense': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: expenses[1], message: 'Expense created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Expense' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The date field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The supplier field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The net field is required.')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Date'), '14/10/2026');
  await user.type(within(dialog).getByLabelText('Supplier'), 'City Electrical Factors');
  await user.type(within(dialog).getByLabelText('Net (£)'), '87.50');
  await user.type(within(dialog).getByLabelText('VAT (£)'), '17.505');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The vat must have at most two decimal places.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('VAT (£)'));
  await user.type(within(dialog).getByLabelText('VAT (£)'), '17.50');
  await user.upload(
    within(dialog).getByLabelText('Receipt'),
    new File(['png'], 'receipt.png', { type: 'image/png' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Expense created successfully.')).toBeInTheDocument();
  expect(sent).toEqual({
    date: '2026-10-14',
    supplier: 'City Electrical Factors',
    description: '',
    net: '87.5',
    vat: '17.5',
    receipt: 'file:receipt.png',
  });
});

test('the update shows the server refusal of the VAT under its field', async () => {
  renderPos('/admin/expenses', {
    'GET admin/getExpenses': listBody,
    'POST admin/updateExpense': invalid({ vat: ['The VAT may not be more than 20% of the net amount.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Edit Fuel/ }));
  const dialog = screen.getByRole('dialog', { name: 'Update Expense' });
  expect(within(dialog).getByLabelText('Net (£)')).toHaveValue('50.00');
  expect(within(dialog).queryByLabelText('Status')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(
    await within(dialog).findByText('The VAT may not be more than 20% of the net amount.'),
  ).toBeInTheDocument();
});
