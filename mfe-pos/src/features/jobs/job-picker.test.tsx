import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories, customers, id, order, services } from '../../../test/fixtures';
import { renderPos } from '../../../test/render-pos';
import { jobsPage, rewire, shopLights } from './job-fixtures';

/** The Job picker and Site address of the invoice and quote forms (shared/job-site-fields.tsx). */
const formData = {
  body: { data: { customers, categories, products: services.filter((s) => s.status === 1) } },
};
const routes = {
  'GET admin/getposInsertData': formData,
  'GET admin/customerByPhone': { status: 404, body: { message: 'Customer not found.' } },
  'GET admin/getJobs': jobsPage([rewire, shopLights]),
};

test('the invoice form: choosing a job fills the site and the customer, and the invoice is sent with both', async () => {
  const { net } = renderPos('/admin/ordercreate', {
    ...routes,
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
  });
  const user = userEvent.setup();
  const picker = await screen.findByLabelText('Job');
  await within(picker).findByRole('option', {
    name: 'Rewire the ground floor, Flat 2, 14 Albert Road, Leeds LS6 1AA',
  });
  await user.selectOptions(picker, 'Rewire the ground floor, Flat 2, 14 Albert Road, Leeds LS6 1AA');
  expect(screen.getByLabelText('Site address')).toHaveValue('Flat 2, 14 Albert Road, Leeds LS6 1AA');
  expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
  expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
  expect(screen.getByLabelText('Address')).toHaveValue('1 Navy Row, London');

  // The site may be changed for this invoice (another flat of the same job).
  await user.clear(screen.getByLabelText('Site address'));
  await user.type(screen.getByLabelText('Site address'), 'Flat 3, 14 Albert Road');
  await user.click(screen.getByRole('button', { name: /Socket install/ }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).toMatchObject({
    customer: { phone: '07700 900123', name: 'Grace Hopper' },
    job_id: rewire.id,
    site_address: 'Flat 3, 14 Albert Road',
  });
});

test('the quote form: a site without a job is sent alone; No job sends none', async () => {
  const saved = { id: id(81) };
  const { net } = renderPos('/admin/quotecreate', {
    ...routes,
    'POST admin/insertQuote': { status: 201, body: { data: saved, message: 'Quote Q-000015 created' } },
  });
  const user = userEvent.setup();
  const picker = await screen.findByLabelText('Job');
  await within(picker).findByRole('option', { name: 'Shop lighting, Unit 4, Kirkgate Market' });
  await user.selectOptions(picker, 'Shop lighting, Unit 4, Kirkgate Market');
  expect(screen.getByLabelText('Name')).toHaveValue('Alan Turing');
  await user.selectOptions(picker, 'No job');
  await user.clear(screen.getByLabelText('Site address'));
  await user.type(screen.getByLabelText('Site address'), 'The Old Barn, Mill Lane');
  await user.click(screen.getByRole('button', { name: /Socket install/ }));
  await user.click(screen.getByRole('button', { name: /save|create/i }));
  await screen.findByText('Quote Q-000015 created');
  const body = net.callsTo('POST admin/insertQuote')[0]!.body as Record<string, unknown>;
  expect(body.site_address).toBe('The Old Barn, Mill Lane');
  expect(body).not.toHaveProperty('job_id');
});

test('an invoice of a job opens in its form with the job and site', async () => {
  const saved = { ...order(), job_id: rewire.id, site_address: 'Flat 3, 14 Albert Road' };
  renderPos(`/admin/posupdate/${saved.id}`, {
    ...routes,
    'GET admin/getOrders': { body: { data: saved } },
  });
  expect(await screen.findByLabelText('Site address')).toHaveValue('Flat 3, 14 Albert Road');
  const picker = screen.getByLabelText('Job');
  await within(picker).findByRole('option', { name: /Rewire the ground floor/ });
  expect(picker).toHaveValue(rewire.id);
});
