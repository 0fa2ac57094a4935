import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDetailData } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { customers } from '../../../test/fixtures';

/** Update Customer's domestic reverse-charge fields: shown as saved, sent as chosen. */
const grace = {
  ...customers[0]!,
  vat_registered: true,
  cis_registered: false,
  end_user_status: 'contractor' as const,
};
const detail: CustomerDetailData = {
  customer: grace,
  orders: [],
  totals: { invoices: 0, invoiced: 0, credited: 0, outstanding: 0 },
};

test('the clerk marks a customer as a VAT and CIS registered contractor, or an end user', async () => {
  const { net } = renderPos(`/admin/customer/${grace.id}`, {
    'GET admin/getCustomer': { body: { data: detail, meta: { page: 1, per_page: 20, total: 0 } } },
    'PUT admin/updateCustomer': () => ({
      body: { data: { ...grace, cis_registered: true }, message: 'Customer updated successfully.' },
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Customer' });
  expect(within(dialog).getByLabelText('VAT registered')).toHaveDisplayValue('Yes');
  expect(within(dialog).getByLabelText('CIS registered (contractor)')).toHaveDisplayValue('No');
  expect(within(dialog).getByLabelText('Reverse charge status')).toHaveDisplayValue(
    'Contractor (reverse charge applies)',
  );

  await user.selectOptions(within(dialog).getByLabelText('CIS registered (contractor)'), 'Yes');
  await user.selectOptions(within(dialog).getByLabelText('Reverse charge status'), 'End user');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Customer updated successfully.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateCustomer')[0]!.body).toMatchObject({
    id: grace.id,
    vat_registered: true,
    cis_registered: true,
    end_user_status: 'end_user',
  });
});
