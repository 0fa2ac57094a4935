import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaterialView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { id } from '../../../test/fixtures';

const materials: MaterialView[] = [
  {
    id: id(31),
    name: '2.5mm twin and earth',
    unit: 'm',
    cost_price: 0.87,
    price: 1.45,
    vat_rate: 'standard',
    stock: null,
    margin: 0.58,
    margin_percent: 40,
    status: 1,
  },
  {
    id: id(32),
    name: 'Double socket',
    unit: 'each',
    cost_price: 3.1,
    price: 2.99,
    vat_rate: 'reduced',
    stock: 40,
    margin: -0.11,
    margin_percent: -3.7,
    status: 0,
  },
];
const listBody = { body: { data: materials, meta: { page: 1, per_page: 10, total: 2 } } };
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists materials with unit, cost, price, margin, VAT rate, stock and status', async () => {
  renderPos('/admin/materials', { 'GET admin/getMaterials': listBody });
  expect(await screen.findByRole('cell', { name: 'Double socket' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Unit',
    'Cost',
    'Price',
    'Margin',
    'VAT',
    'Stock',
    'Status',
    'Action',
  ]);
  const cable = within(rowOf('2.5mm twin and earth')).getAllByRole('cell');
  expect(cable.map((c) => c.textContent).slice(1, 9)).toEqual([
    '2.5mm twin and earth',
    'metre (m)',
    '£0.87',
    '£1.45',
    '£0.58 (40%)',
    'Standard 20%',
    'Not counted',
    'Active',
  ]);
  const socket = within(rowOf('Double socket')).getAllByRole('cell');
  expect(socket.map((c) => c.textContent).slice(5, 9)).toEqual([
    '-£0.11 (-3.7%)',
    'Reduced 5%',
    '40',
    'Inactive',
  ]);
  expect(document.title).toBe('Materials');
});

test('Add New checks the form with the contract schema, then sends pounds and a blank stock as null', async () => {
  const { net } = renderPos('/admin/materials', {
    'GET admin/getMaterials': listBody,
    'POST admin/insertMaterial': {
      status: 201,
      body: { data: { ...materials[0], id: id(33) }, message: 'Material created successfully.' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Material' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The cost price field is required.')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Name'), 'Cable clips');
  await user.selectOptions(within(dialog).getByLabelText('Unit'), 'pack');
  await user.type(within(dialog).getByLabelText('Cost price (£)'), '1.999');
  await user.type(within(dialog).getByLabelText('Sell price (£)'), '3.50');
  await user.type(within(dialog).getByLabelText('Stock (blank: not counted)'), '2.5');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    within(dialog).getByText('The cost price must have at most two decimal places.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('The stock must be an integer.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertMaterial')).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText('Cost price (£)'));
  await user.type(within(dialog).getByLabelText('Cost price (£)'), '1.99');
  await user.clear(within(dialog).getByLabelText('Stock (blank: not counted)'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Material created successfully.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertMaterial')[0]!.body).toEqual({
    name: 'Cable clips',
    unit: 'pack',
    cost_price: 1.99,
    price: 3.5,
    vat_rate: 'standard',
    stock: null,
  });
  // The create is idempotent by its definition: the dialog's key travels with it.
  expect(net.callsTo('POST admin/insertMaterial')[0]!.headers.get('Idempotency-Key')).toMatch(
    /^[0-9a-f-]{36}$/,
  );
});

test('the update modal shows the stored values and sends status', async () => {
  const { net } = renderPos('/admin/materials', {
    'GET admin/getMaterials': listBody,
    'PUT admin/updateMaterial': { body: { data: materials[1], message: 'Material updated successfully.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Double socket' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Material' });
  expect(within(dialog).getByLabelText('Cost price (£)')).toHaveValue('3.10');
  expect(within(dialog).getByLabelText('Stock (blank: not counted)')).toHaveValue('40');
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Material updated successfully.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateMaterial')[0]!.body).toEqual({
    id: id(32),
    name: 'Double socket',
    unit: 'each',
    cost_price: 3.1,
    price: 2.99,
    vat_rate: 'reduced',
    stock: 40,
    status: 1,
  });
});
