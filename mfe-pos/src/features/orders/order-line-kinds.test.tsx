import { screen, within } from '@testing-library/react';
import { fillCustomer, openPosForm, serviceCard } from '../../../test/pos-form';
import { id, order } from '../../../test/fixtures';

/** The POS form's line picker: free-text lines and materials beside the catalogue's services. */
const cable = {
  id: id(71),
  name: '2.5mm twin and earth',
  unit: 'm',
  cost_price: 0.87,
  price: 1.45,
  vat_rate: 'standard',
  stock: null,
  margin: 0.58,
  margin_percent: 40,
  status: 1,
} as const;
const retired = { ...cable, id: id(72), name: 'Old cable', status: 0 } as const;

const cart = () => screen.getByRole('table', { name: 'Cart' });

test('adds a free-text line and a material to the cart and sends them with their kind, unit, cost and CIS part', async () => {
  const { net, user } = await openPosForm({
    'GET admin/getMaterials': { body: { data: [cable, retired] } },
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
  });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));

  await user.type(screen.getByLabelText('Description'), 'Call-out, Saturday');
  await user.type(screen.getByLabelText('Unit'), 'visit');
  await user.type(screen.getByLabelText('Line price'), '35');
  await user.selectOptions(screen.getByLabelText('VAT rate'), 'zero');
  await user.click(screen.getByRole('button', { name: 'Add line' }));

  await user.click(screen.getByLabelText('Material'));
  const picker = screen.getByRole('combobox', { name: 'Material' });
  // Only active materials are offered.
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a material', '2.5mm twin and earth (£1.45 per m)']);
  await user.selectOptions(picker, cable.id);
  await user.click(screen.getByRole('button', { name: 'Add material' }));
  await user.clear(screen.getByLabelText('Quantity of 2.5mm twin and earth'));
  await user.type(screen.getByLabelText('Quantity of 2.5mm twin and earth'), '12.5');
  // A material line is materials for CIS unless the clerk says otherwise.
  expect(screen.getByLabelText('CIS part of 2.5mm twin and earth')).toHaveValue('materials');
  await user.selectOptions(screen.getByLabelText('CIS part of Call-out, Saturday'), 'materials');

  expect(within(cart()).getByText('Call-out, Saturday (visit)')).toBeInTheDocument();
  expect(within(cart()).getByText('2.5mm twin and earth (m)')).toBeInTheDocument();
  // 45.50 + 35.00 + 1.45 x 12.5 = 18.125 -> 18.13 (halves up) = 98.63.
  expect(screen.getByTestId('line-total-2')).toHaveTextContent('£18.13');
  expect(screen.getByTestId('sub-total')).toHaveTextContent('£98.63');

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  const [call] = net.callsTo('POST admin/insertOrder');
  expect((call!.body as { items: unknown[] }).items).toEqual([
    { id: expect.any(String), name: 'Socket install', price: 45.5, qty: 1 },
    {
      kind: 'text',
      name: 'Call-out, Saturday',
      unit: 'visit',
      vat_rate: 'zero',
      price: 35,
      qty: 1,
      cis_part: 'materials',
    },
    {
      kind: 'material',
      id: cable.id,
      name: '2.5mm twin and earth',
      price: 1.45,
      qty: 12.5,
      unit_cost: 0.87,
      cis_part: 'materials',
    },
  ]);
});
