import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields } from '@voltdesk/app-core/testing';
import { customers } from '../../../test/fixtures';
import { renderPos } from '../../../test/render-pos';
import { jobsPage, rewire, shopLights } from './job-fixtures';

const listRoutes = {
  'GET admin/getJobs': (_: Request, url: URL) =>
    url.searchParams.get('status') === 'booked' ? jobsPage([shopLights]) : jobsPage([rewire, shopLights]),
  'GET admin/getCustomers': { body: { data: customers, meta: { page: 1, per_page: 2, total: 2 } } },
};

test('lists jobs with customer, site, status and dates; the status filter asks svc-pos', async () => {
  const { net } = renderPos('/admin/jobs', listRoutes);
  const link = await screen.findByRole('link', { name: 'Rewire the ground floor' });
  expect(link).toHaveAttribute('href', `/admin/job/${rewire.id}`);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Job',
    'Customer',
    'Site',
    'Status',
    'Start',
    'End',
    'Action',
  ]);
  const row = within(link.closest('tr')!).getAllByRole('cell');
  expect(row.map((c) => c.textContent).slice(1, 7)).toEqual([
    'Rewire the ground floor',
    'Grace Hopper',
    'Flat 2, 14 Albert Road, Leeds LS6 1AA',
    'In progress',
    '9 Nov 2026',
    '13 Nov 2026',
  ]);

  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Status'), 'Booked');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Rewire the ground floor' })).toBeNull());
  expect(screen.getByRole('link', { name: 'Shop lighting' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/getJobs').at(-1)!.search).toContain('status=booked');
});

test('Add New: the contract checks the dialog, then it sends the job as multipart and closes', async () => {
  let sent: unknown;
  const { net } = renderPos('/admin/jobs', {
    ...listRoutes,
    'POST admin/insertJob': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: rewire, message: 'Job created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Job' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The site address field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The description field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertJob')).toHaveLength(0);

  await within(dialog).findByRole('option', { name: 'Grace Hopper (07700 900123)' });
  await user.selectOptions(within(dialog).getByLabelText('Customer'), 'Grace Hopper (07700 900123)');
  await user.type(within(dialog).getByLabelText('Site address'), 'Flat 2, 14 Albert Road');
  await user.type(within(dialog).getByLabelText('Description'), 'Rewire the ground floor');
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Booked');
  await user.type(within(dialog).getByLabelText('Start date'), '2026-11-09');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Job created successfully.')).toBeInTheDocument();
  expect(sent).toEqual({
    customer_id: customers[0]!.id,
    site_address: 'Flat 2, 14 Albert Road',
    description: 'Rewire the ground floor',
    status: 'booked',
    start_date: '2026-11-09',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test("a job with documents is not deleted: svc-pos's reason is shown", async () => {
  renderPos('/admin/jobs', {
    ...listRoutes,
    'DELETE admin/deleteJob': {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        data: {
          id: ['This job has quotes or invoices, so it cannot be deleted. Mark it Cancelled instead.'],
        },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete job Rewire the ground floor' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /yes|delete/i }));
  expect(
    await screen.findByText(
      'This job has quotes or invoices, so it cannot be deleted. Mark it Cancelled instead.',
    ),
  ).toBeInTheDocument();
});
