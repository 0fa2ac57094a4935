import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, renderCms } from '../../../test/render-cms';
import { charges, id } from '../../../test/fixtures';

test('Price Page: body information, three image uploads, background image and the charge list', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/charge', {
    'GET admin/getCharge': { body: { data: charges } },
    'POST admin/createSingleSetup': async (request) => {
      sent = await formFields(request);
      return { status: 500, body: { message: 'Server Error' } };
    },
  });
  const user = userEvent.setup();
  const body = await screen.findByRole('form', { name: 'Body Information' });
  expect(within(body).getByLabelText('Special Description')).toHaveValue('No call-out fee');
  for (const name of ['Top Image', 'Middle Image', 'Bottom Image', 'Background Image']) {
    expect(screen.getByRole('form', { name })).toBeInTheDocument();
  }
  expect(within(screen.getByRole('form', { name: 'Background Image' })).getByLabelText('Title')).toHaveValue(
    'Prices',
  );
  expect(await screen.findByRole('cell', { name: '£60 / hour' })).toBeInTheDocument();

  const top = screen.getByRole('form', { name: 'Top Image' });
  await user.click(within(top).getByRole('button', { name: 'Save' }));
  expect(within(top).getByText('The image field is required.')).toBeInTheDocument();
  await user.upload(within(top).getByLabelText('Image'), new File(['x'], 'top.png', { type: 'image/png' }));
  await user.click(within(top).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Data not updated!')).toBeInTheDocument();
  expect(sent).toEqual({ key: 'charge_top_image', image: 'file:top.png' });
  expect(document.title).toMatch(/^Price Page/);
});

test('charges: add and update with service and rate, delete with confirm', async () => {
  const { net } = renderCms('/admin/charge', {
    'GET admin/getCharge': { body: { data: charges } },
    'POST admin/insertCharge': {
      status: 201,
      body: { data: charges[0], message: 'Charge created successfully.' },
    },
    'PUT admin/updateCharge': { body: { data: charges[1], message: 'Charge updated successfully.' } },
    'DELETE admin/deleteCharge': { body: { data: null, message: 'Charge deleted successfully.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const add = screen.getByRole('dialog', { name: 'Add Charge' });
  await user.type(within(add).getByLabelText('Service'), 'PAT test');
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(within(add).getByText('The rate field is required.')).toBeInTheDocument();
  await user.type(within(add).getByLabelText('Rate'), '£2 / item');
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Charge created successfully.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertCharge')[0]!.body).toEqual({ service: 'PAT test', rate: '£2 / item' });

  await user.click(screen.getByRole('button', { name: 'Edit EICR' }));
  const edit = screen.getByRole('dialog', { name: 'Update Charge' });
  await user.clear(within(edit).getByLabelText('Rate'));
  await user.type(within(edit).getByLabelText('Rate'), '£160');
  await user.click(within(edit).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Charge updated successfully.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateCharge')[0]!.body).toEqual({
    id: id(52),
    service: 'EICR',
    rate: '£160',
    status: 1,
  });

  await user.click(screen.getByRole('button', { name: 'Delete Call-out' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Charge deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deleteCharge')[0]!.search).toBe(`?id=${id(51)}`));
});
