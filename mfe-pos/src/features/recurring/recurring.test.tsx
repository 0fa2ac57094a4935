import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { categories, customers, id, services } from '../../../test/fixtures';

const formData = {
  body: { data: { customers, categories, products: services.filter((s) => s.status === 1) } },
};
const settings = {
  body: {
    data: {
      vat_registered: false,
      vat_number: null,
      prices_include_vat: true,
      invoice_accepted_quotes: false,
      monthly_statements: false,
      updated_at: null,
    },
  },
};

const schedule = (overrides: Partial<RecurringView> = {}): RecurringView => ({
  id: id(71),
  rev: 3,
  name: 'Flat 2 landlord certificate',
  frequency: 'monthly',
  interval: 1,
  start_date: '2026-01-31',
  end_date: null,
  count: null,
  send_email: true,
  due_days: 14,
  template: {
    customer: { phone: '07700 900123', name: 'Grace Hopper', email: 'grace@example.com', address: null },
    items: [{ id: id(13), name: 'EICR inspection', price: 120.1, qty: 1 }],
    discount: 0,
    additional: false,
    order_custom_id: null,
    payment: 0,
    due_date: null,
    // A field of the order body the dialog does not edit (as a job's or a site's will be): sent back as it was.
    update_customer: true,
  },
  status: 'active',
  next_run: '2026-12-31',
  next_runs: ['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
  made: 10,
  runs: [
    {
      run_date: '2026-11-30',
      state: 'made',
      order_id: id(81),
      invoice_no: 1042,
      emailed: true,
      error: null,
    },
  ],
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-11-30T09:00:00.000Z',
  ...overrides,
});

const routes = (rows: RecurringView[]) => ({
  'GET admin/getRecurring': { body: { data: rows } },
  'GET admin/getposInsertData': formData,
  'GET admin/getInvoiceSettings': settings,
});
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists each schedule with how often, the next run dates, the last run, what it made and its status', async () => {
  renderPos(
    '/admin/recurring',
    routes([
      schedule(),
      schedule({
        id: id(72),
        name: 'Shop maintenance',
        status: 'paused',
        frequency: 'monthly',
        interval: 3,
        runs: [],
        made: 0,
        send_email: false,
      }),
    ]),
  );
  expect(await screen.findByRole('cell', { name: 'Flat 2 landlord certificate' })).toBeInTheDocument();
  expect(document.title).toBe('Recurring invoices');
  const cells = within(rowOf('Flat 2 landlord certificate'))
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(0, 7)).toEqual([
    'Flat 2 landlord certificate',
    'Grace Hopper£120.10 before VAT and discount',
    'MonthlyE-mailed',
    '31 Dec 2026Then 31 Jan 2027, 28 Feb 2027, 31 Mar 2027, 30 Apr 2027',
    '30 Nov 2026: Made (invoice #1042)',
    '10',
    'Active',
  ]);
  const paused = within(rowOf('Shop maintenance'));
  expect(paused.getByText('Every 3 months')).toBeInTheDocument();
  expect(paused.getByText('Paused')).toBeInTheDocument();
  expect(paused.getByRole('button', { name: 'Resume Shop maintenance' })).toBeInTheDocument();
  expect(paused.queryByRole('button', { name: /Skip/ })).toBeNull();
});

test('Pause, Resume and Skip next call svc-pos and toast its answer', async () => {
  const { net } = renderPos('/admin/recurring', {
    ...routes([schedule(), schedule({ id: id(72), name: 'Shop maintenance', status: 'paused' })]),
    'POST admin/pauseRecurring': {
      body: { data: schedule({ status: 'paused' }), message: 'Recurring invoice paused.' },
    },
    'POST admin/resumeRecurring': { body: { data: schedule(), message: 'Recurring invoice resumed.' } },
    'POST admin/skipRecurring': { body: { data: schedule(), message: 'The next run was skipped.' } },
  });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Skip the next run of Flat 2 landlord certificate' }),
  );
  expect(await screen.findByText('The next run was skipped.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/skipRecurring')[0]!.body).toEqual({ id: id(71) });
  expect(net.callsTo('POST admin/skipRecurring')[0]!.headers.get('Idempotency-Key')).toMatch(
    /^[0-9a-f-]{36}$/,
  );
  await user.click(screen.getByRole('button', { name: 'Pause Flat 2 landlord certificate' }));
  expect(await screen.findByText('Recurring invoice paused.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resume Shop maintenance' }));
  expect(await screen.findByText('Recurring invoice resumed.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/resumeRecurring')[0]!.body).toEqual({ id: id(72) });
});

test('New checks the schedule with the contract, then sends the template as an order body', async () => {
  const { net } = renderPos('/admin/recurring', {
    ...routes([]),
    'POST admin/insertRecurring': {
      status: 201,
      body: { data: schedule(), message: 'Recurring invoice created successfully.' },
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByText('No recurring invoices yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New recurring invoice' }));
  const dialog = screen.getByRole('dialog', { name: 'New recurring invoice' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please add at least one service.')).toBeInTheDocument();
  expect(within(dialog).getByText('The phone field is required.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertRecurring')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Schedule name'), 'Shop maintenance');
  await user.selectOptions(within(dialog).getByLabelText('Repeats'), 'monthly');
  await user.clear(within(dialog).getByLabelText('Every (1 to 12)'));
  await user.type(within(dialog).getByLabelText('Every (1 to 12)'), '13');
  await user.type(within(dialog).getByLabelText('Phone'), '07700 900456');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Alan Turing');
  await user.click(within(dialog).getByRole('button', { name: /Socket install/ }));
  const qty = within(dialog).getByLabelText('Quantity of Socket install');
  await user.clear(qty);
  await user.type(qty, '2');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The interval may not be greater than 12.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertRecurring')).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText('Every (1 to 12)'));
  await user.type(within(dialog).getByLabelText('Every (1 to 12)'), '3');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Recurring invoice created successfully.')).toBeInTheDocument();
  const sent = net.callsTo('POST admin/insertRecurring')[0]!;
  expect(sent.body).toEqual({
    name: 'Shop maintenance',
    frequency: 'monthly',
    interval: 3,
    start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    end_date: null,
    count: null,
    due_days: 14,
    send_email: true,
    template: {
      customer: { phone: '07700 900456', name: 'Alan Turing', email: 'alan@example.com', address: null },
      items: [{ id: id(11), name: 'Socket install', price: 45.5, qty: 2 }],
      discount: 0,
      order_custom_id: null,
      payment: 0,
    },
  });
  expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('Edit shows the next runs, and sends the revision and the fields it does not edit back as they were', async () => {
  const { net } = renderPos('/admin/recurring', {
    ...routes([schedule()]),
    'PUT admin/updateRecurring': {
      body: { data: schedule(), message: 'Recurring invoice updated successfully.' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Flat 2 landlord certificate' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit recurring invoice' });
  expect(within(dialog).getByText(/the invoices already made stay as they are/)).toBeInTheDocument();
  expect(
    within(dialog).getByText('Next runs: 31 Dec 2026, 31 Jan 2027, 28 Feb 2027, 31 Mar 2027, 30 Apr 2027'),
  ).toBeInTheDocument();
  const price = within(dialog).getByLabelText('Price of EICR inspection');
  expect(price).toHaveValue('120.10');
  await user.clear(price);
  await user.type(price, '130');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Recurring invoice updated successfully.')).toBeInTheDocument();
  const body = net.callsTo('PUT admin/updateRecurring')[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({
    id: id(71),
    rev: 3,
    start_date: '2026-01-31',
    template: {
      update_customer: true,
      additional: false,
      items: [{ id: id(13), name: 'EICR inspection', price: 130, qty: 1 }],
    },
  });
});
