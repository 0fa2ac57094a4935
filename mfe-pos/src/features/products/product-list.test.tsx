import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderPos } from '../../../test/render-pos';
import { categories, id, services } from '../../../test/fixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const listBody = { body: { data: { products: services, categories } } };

test('lists services with SL, name, category, £ price, VAT rate and the status badge', async () => {
  renderPos('/admin/products', { 'GET admin/getProducts': listBody });
  expect(await screen.findByRole('cell', { name: 'Fuse board upgrade' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Category',
    'Price',
    'VAT',
    'Status',
    'Action',
  ]);
  const row = within(rowOf('Fuse board upgrade')).getAllByRole('cell');
  // A service without a rate (saved before VAT) is standard rated.
  expect(row.map((c) => c.textContent).slice(0, 6)).toEqual([
    '2',
    'Fuse board upgrade',
    'Electrical',
    '£399.99',
    'Standard 20%',
    'Active',
  ]);
  expect(within(rowOf('PAT testing')).getByText('Inactive')).toBeInTheDocument();
  expect(document.title).toBe('Service List');
});

test('Add New validates with the contract schema, then sends pounds with two decimals', async () => {
  const { net } = renderPos('/admin/products', {
    'GET admin/getProducts': listBody,
    'POST admin/insertProduct': {
      status: 201,
      body: { data: { ...services[0], id: id(15) }, message: 'Service created successfully.' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Service' });
  expect(within(dialog).queryByLabelText('Status')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The price field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The category id field is required.')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Name'), 'Smoke alarm fit');
  await user.type(within(dialog).getByLabelText('Price (£)'), '0.5');
  await user.selectOptions(within(dialog).getByLabelText('Category'), 'Safety checks');
  expect(within(dialog).getByLabelText('VAT rate')).toHaveValue('standard');
  await user.selectOptions(within(dialog).getByLabelText('VAT rate'), 'Reduced 5%');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The price must be at least 1.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Price (£)'));
  await user.type(within(dialog).getByLabelText('Price (£)'), '19.999');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The price must have at most two decimal places.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertProduct')).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText('Price (£)'));
  await user.type(within(dialog).getByLabelText('Price (£)'), '19.99');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Service created successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add Service' })).toBeNull();
  expect(net.callsTo('POST admin/insertProduct')[0]!.body).toEqual({
    name: 'Smoke alarm fit',
    price: 19.99,
    category_id: id(2),
    vat_rate: 'reduced',
  });
});

test('the update modal has status, sends it, and shows a 422 field message from the server', async () => {
  const { net } = renderPos('/admin/products', {
    'GET admin/getProducts': listBody,
    'PUT admin/updateProduct': invalid({ category_id: ['The selected category does not exist.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Socket install' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Service' });
  expect(within(dialog).getByLabelText('Price (£)')).toHaveValue('45.50');
  expect(within(dialog).getByLabelText('Category')).toHaveValue(id(1));
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('The selected category does not exist.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateProduct')[0]!.body).toEqual({
    id: id(11),
    name: 'Socket install',
    price: 45.5,
    category_id: id(1),
    vat_rate: 'standard',
    status: 0,
  });
});

test('delete asks for confirmation, then removes the service', async () => {
  let rows = [...services];
  const { net } = renderPos('/admin/products', {
    'GET admin/getProducts': () => ({ body: { data: { products: rows, categories } } }),
    'DELETE admin/deleteProduct': (_req, url) => {
      rows = rows.filter((r) => r.id !== url.searchParams.get('id'));
      return { body: { data: null, message: 'Service deleted successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete PAT testing' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Service deleted successfully.')).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Socket install' });
  expect(screen.queryByRole('cell', { name: 'PAT testing' })).toBeNull();
  expect(net.callsTo('DELETE admin/deleteProduct')[0]!.search).toBe(`?id=${id(14)}`);
});
