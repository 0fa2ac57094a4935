import { vatDocument } from '@voltdesk/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import type { ProductView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { fillCustomer, openPosForm, serviceCard } from '../../../test/pos-form';
import { categories, customers, id, order, services } from '../../../test/fixtures';

/** On the POS form: a VAT invoice's figures before it is saved, and who updates the customer. */

const rated: ProductView[] = [
  { ...services[0]!, vat_rate: 'standard' }, // Socket install £45.50
  { ...services[2]!, vat_rate: 'reduced' }, // EICR inspection £120.10
];

function settings(registered: boolean, pricesIncludeVat: boolean) {
  return {
    body: {
      data: {
        vat_registered: registered,
        vat_number: registered ? 'GB123456789' : null,
        prices_include_vat: pricesIncludeVat,
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    },
  };
}

/** The POS form with the rated services; an order sent is created. */
const openForm = (routes: Record<string, RouteHandler>) =>
  openPosForm({
    'GET admin/getposInsertData': { body: { data: { customers, categories, products: rated } } },
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
    ...routes,
  });

test('prices excluding VAT: each line shows its rate and VAT, Net and VAT sit above a VAT-inclusive total, the payment limit is that total', async () => {
  const { net, user } = await openForm({ 'GET admin/getInvoiceSettings': settings(true, false) });
  await screen.findByRole('columnheader', { name: 'Price (£, ex. VAT)' });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.click(serviceCard('EICR inspection'));
  await user.clear(screen.getByLabelText('Quantity of Socket install'));
  await user.type(screen.getByLabelText('Quantity of Socket install'), '2');
  await user.type(screen.getByLabelText('Discount (£)'), '11');

  // 91.00 at 20% and 120.10 at 5%, £11 off apportioned 4.74 / 6.26 (largest remainder) before VAT:
  // 86.26 + 17.25 VAT (17.252 rounds down) and 113.84 + 5.69 VAT (5.692).
  expect(screen.getByTestId('sub-total')).toHaveTextContent('£211.10');
  expect(screen.getByTestId('line-vat-0')).toHaveTextContent('20%£17.25');
  expect(screen.getByTestId('line-vat-1')).toHaveTextContent('5%£5.69');
  expect(screen.getByTestId('net')).toHaveTextContent('£200.10');
  expect(screen.getByTestId('vat')).toHaveTextContent('£22.94');
  expect(screen.getByText('Total (inc. VAT)')).toBeInTheDocument();
  expect(screen.getByTestId('total')).toHaveTextContent('£223.04');
  expect(screen.getByText('From £0.00 up to £223.04')).toBeInTheDocument();

  // A penny above the VAT-inclusive total is refused on the field; the total itself is fine.
  const pay = screen.getByLabelText('Pay Amount (£)');
  await user.type(pay, '223.05');
  expect(screen.getByText('The payment may not be greater than the total.')).toBeInTheDocument();
  await user.clear(pay);
  await user.type(pay, '223.04');
  expect(screen.queryByText('The payment may not be greater than the total.')).toBeNull();
  expect(screen.getByTestId('due')).toHaveTextContent('£0.00');

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  const [call] = net.callsTo('POST admin/insertOrder');
  expect(call!.body).toMatchObject({ payment: 223.04, discount: 11, total: 223.04 });
  expect(call!.body).not.toHaveProperty('update_customer');
});

test('prices including VAT: the VAT is taken out of the lines and the total stays sub total - discount', async () => {
  const { net, user } = await openForm({ 'GET admin/getInvoiceSettings': settings(true, true) });
  await screen.findByRole('columnheader', { name: 'Price (£, inc. VAT)' });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  // 45.50 x 20/120 = 7.5833: £7.58 VAT, £37.92 net.
  expect(screen.getByTestId('line-vat-0')).toHaveTextContent('20%£7.58');
  expect(screen.getByTestId('net')).toHaveTextContent('£37.92');
  expect(screen.getByTestId('vat')).toHaveTextContent('£7.58');
  expect(screen.getByTestId('total')).toHaveTextContent('£45.50');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  // The total needs no claim: it is what the contract computes from the lines.
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).not.toHaveProperty('total');
});

test('a business that is not VAT registered sees the form as before: no VAT column, no Net or VAT', async () => {
  const { net, user } = await openForm({ 'GET admin/getInvoiceSettings': settings(false, false) });
  await user.click(serviceCard('Socket install'));
  await screen.findByRole('columnheader', { name: 'Price (£)' });
  expect(net.callsTo('GET admin/getInvoiceSettings')).toHaveLength(1);
  expect(screen.queryByRole('columnheader', { name: 'VAT' })).toBeNull();
  expect(screen.queryByTestId('vat')).toBeNull();
  expect(screen.getByText('Total', { selector: 'dt' })).toBeInTheDocument();
  expect(screen.getByTestId('total')).toHaveTextContent('£45.50');
});

test('"Update customer details" is sent only when the clerk ticks it', async () => {
  const { net, user } = await openForm({});
  const tick = screen.getByRole('checkbox', { name: 'Update customer details' });
  expect(tick).not.toBeChecked();
  expect(tick).toHaveAccessibleDescription(
    "Saves this name, e-mail and address to the customer's record too. Otherwise only this invoice shows them.",
  );
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.click(tick);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).toMatchObject({ update_customer: true });
  // The form starts again with the box clear: the next order changes no record unless asked.
  expect(screen.getByRole('checkbox', { name: 'Update customer details' })).not.toBeChecked();
});

test('Order update of a VAT invoice keeps the terms and rates it was issued with, and sends the tick', async () => {
  const vatOrder = order({
    items: [{ id: id(13), name: 'EICR inspection', price: 100, qty: 1, total: 100, vat_rate: 'zero' }],
    sub_total: 100,
    discount: 0,
    total: 100,
    payment: 0,
    due: 100,
    payments: [],
    vat: vatDocument({ zero: [100, 0] }),
  });
  const { net } = renderPos(`/admin/posupdate/${id(31)}`, {
    'GET admin/getposInsertData': { body: { data: { customers, categories, products: rated } } },
    'GET admin/getOrders': { body: { data: vatOrder } },
    'PUT admin/updateOrder': { body: { data: vatOrder, message: 'Invoice updated' } },
  });
  const user = userEvent.setup();
  await screen.findByLabelText('Price of EICR inspection');
  await screen.findByRole('list', { name: 'Services' });
  // Zero rated as invoiced, though the service is now reduced rate; a new line takes its service's rate.
  expect(screen.getByTestId('line-vat-0')).toHaveTextContent('0%£0.00');
  await user.click(serviceCard('Socket install'));
  expect(screen.getByTestId('line-vat-1')).toHaveTextContent('20%£9.10');
  expect(screen.getByTestId('total')).toHaveTextContent('£154.60');
  expect(net.callsTo('GET admin/getInvoiceSettings')).toHaveLength(0);
  await user.click(screen.getByRole('checkbox', { name: 'Update customer details' }));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateOrder')[0]!.body).toMatchObject({
    id: id(31),
    update_customer: true,
    total: 154.6,
  });
});
