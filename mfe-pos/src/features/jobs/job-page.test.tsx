import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customers } from '../../../test/fixtures';
import { renderPos } from '../../../test/render-pos';
import { rewire, rewirePage } from './job-fixtures';

const pageRoutes = {
  'GET admin/getJob': { body: { data: rewirePage } },
  'GET admin/getCustomers': { body: { data: customers, meta: { page: 1, per_page: 2, total: 2 } } },
};

const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextSibling;

test('shows the job, its sums, its quotes, invoices and payments, and its photos', async () => {
  renderPos(`/admin/job/${rewire.id}`, pageRoutes);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Rewire the ground floor' }),
  ).toBeInTheDocument();
  expect(document.title).toContain('Job: Rewire the ground floor');
  const facts = screen.getByRole('region', { name: 'Job' });
  expect(figure(facts, 'Site')).toHaveTextContent('Flat 2, 14 Albert Road, Leeds LS6 1AA');
  expect(figure(facts, 'Customer')).toHaveTextContent('Grace Hopper07700 900123');
  expect(figure(facts, 'Status')).toHaveTextContent('In progress');
  expect(figure(facts, 'Dates')).toHaveTextContent('9 Nov 2026 to 13 Nov 2026');

  const sums = screen.getByRole('region', { name: 'Sums' });
  expect(
    within(sums)
      .getAllByRole('definition')
      .map((d) => d.previousSibling!.textContent + ' ' + d.textContent),
  ).toEqual([
    'Quoted £120.00',
    'Invoiced £433.50',
    'Invoiced (net of VAT) £361.25',
    'Paid £296.00',
    'Cost £165.00',
    'Margin £196.25',
  ]);

  const quotes = screen.getByRole('table', { name: 'Quotes of the job' });
  expect(within(quotes).getByRole('link', { name: 'Q-000014' })).toHaveAttribute(
    'href',
    `/admin/quote/${rewirePage.quotes[0]!.id}`,
  );
  const invoices = screen.getByRole('table', { name: 'Invoices of the job' });
  const first = within(within(invoices).getByRole('link', { name: '#1045' }).closest('tr')!).getAllByRole(
    'cell',
  );
  expect(first.map((c) => c.textContent)).toEqual([
    '#1045',
    '2 Nov 2026',
    'Unpaid',
    '£397.50',
    '£60.00',
    '£200.00',
    '£137.50',
    '£165.00',
  ]);
  const payments = screen.getByRole('table', { name: 'Payments of the job' });
  expect(within(payments).getAllByRole('row')).toHaveLength(4);
  expect(within(payments).getByText('Refund').closest('tr')).toHaveTextContent('-£24.00');

  const photos = screen.getByRole('region', { name: 'Photos' });
  expect(within(photos).getByRole('img', { name: 'Site photo 1' })).toHaveAttribute(
    'src',
    '/media/pos/aaaa.png',
  );
  expect(within(photos).getAllByRole('img')).toHaveLength(2);
});

test('adds photos with the job as it is, and removes one', async () => {
  let added: { fields: Record<string, string>; photos: number } | undefined;
  const { net } = renderPos(`/admin/job/${rewire.id}`, {
    ...pageRoutes,
    'POST admin/updateJob': async (request) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((v, k) => {
        if (typeof v === 'string') fields[k] = v;
      });
      added = { fields, photos: form.getAll('photos').length };
      return { body: { data: rewire, message: 'Job updated successfully.' } };
    },
    'POST admin/removeJobPhoto': { body: { data: rewire, message: 'Photo removed.' } },
  });
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Add photos');
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  await user.upload(input, [png('before.png'), png('after.png')]);
  expect(await screen.findByText('2 photos added.')).toBeInTheDocument();
  expect(added).toEqual({
    fields: {
      id: rewire.id,
      customer_id: rewire.customer_id,
      site_address: rewire.site_address,
      description: rewire.description,
      status: 'in_progress',
      start_date: '2026-11-09',
      end_date: '2026-11-13',
      notes: 'Key with the neighbour at no. 12',
    },
    photos: 2,
  });

  await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/removeJobPhoto')[0]!.body).toEqual({
    id: rewire.id,
    photo: '/media/pos/bbbb.png',
  });
});

test('a photo svc-pos refuses is named under Add photos', async () => {
  renderPos(`/admin/job/${rewire.id}`, {
    ...pageRoutes,
    'POST admin/updateJob': {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        data: { photos: ['plan.pdf: The photo must be a file of type: jpg, png, webp, gif.'] },
      },
    },
  });
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(
    await screen.findByLabelText('Add photos'),
    new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'plan.pdf: The photo must be a file of type: jpg, png, webp, gif.',
  );
});

test('Edit job opens the dialog with the job, its status kept', async () => {
  renderPos(`/admin/job/${rewire.id}`, pageRoutes);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Job' });
  expect(within(dialog).getByLabelText('Status')).toHaveValue('in_progress');
  expect(within(dialog).getByLabelText('Site address')).toHaveValue('Flat 2, 14 Albert Road, Leeds LS6 1AA');
  expect(within(dialog).getByLabelText('Start date')).toHaveValue('09/11/2026');
});
