import { screen } from '@testing-library/react';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import type { ProductView } from '@voltdesk/contracts';
import { fillCustomer, openPosForm, serviceCard } from '../../../test/pos-form';
import { categories, customers, order, services } from '../../../test/fixtures';

/** The POS form's domestic reverse-charge switch: what the clerk sees and what the form sends. */

const rated: ProductView[] = [{ ...services[0]!, vat_rate: 'standard' }]; // Socket install £45.50

const settings = (registered: boolean) => ({
  body: {
    data: {
      vat_registered: registered,
      vat_number: registered ? 'GB123456789' : null,
      prices_include_vat: false,
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  },
});

const openForm = (routes: Record<string, RouteHandler>) =>
  openPosForm({
    'GET admin/getposInsertData': { body: { data: { customers, categories, products: rated } } },
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
    ...routes,
  });

const SWITCH = 'Domestic reverse charge';

test('switched on: no VAT is charged on screen, the total is the net, and the invoice asks for the reverse charge', async () => {
  const { net, user } = await openForm({ 'GET admin/getInvoiceSettings': settings(true) });
  await screen.findByRole('columnheader', { name: 'Price (£, ex. VAT)' });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  expect(screen.getByTestId('vat')).toHaveTextContent('£9.10');
  expect(screen.getByTestId('total')).toHaveTextContent('£54.60');

  await user.selectOptions(screen.getByLabelText(SWITCH), 'Reverse charge: customer accounts for the VAT');
  expect(screen.getByTestId('net')).toHaveTextContent('£45.50');
  expect(screen.getByTestId('vat')).toHaveTextContent('£0.00');
  expect(screen.getByTestId('total')).toHaveTextContent('£45.50');

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).toMatchObject({ reverse_charge: true, total: 45.5 });
});

test('left as it is, svc-pos decides from the customer; switched off, VAT is charged as usual', async () => {
  const { net, user } = await openForm({ 'GET admin/getInvoiceSettings': settings(true) });
  await screen.findByRole('columnheader', { name: 'Price (£, ex. VAT)' });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  expect(screen.getByLabelText(SWITCH)).toHaveDisplayValue('From the customer (decided when saved)');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).not.toHaveProperty('reverse_charge');

  await user.click(serviceCard('Socket install'));
  await user.selectOptions(screen.getByLabelText(SWITCH), 'Charge VAT as usual');
  expect(screen.getByTestId('total')).toHaveTextContent('£54.60');
});

test('a business that is not VAT registered has no switch', async () => {
  await openForm({ 'GET admin/getInvoiceSettings': settings(false) });
  await screen.findByRole('columnheader', { name: 'Price (£)' });
  expect(screen.queryByLabelText(SWITCH)).toBeNull();
});
