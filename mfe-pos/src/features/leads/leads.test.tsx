import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { categories, customers, id, quote, services } from '../../../test/fixtures';

const lead = (over: Partial<LeadView> = {}): LeadView => ({
  id: id(81),
  status: 'new',
  service: 'EV charger installation',
  description: 'A 7 kW charger on the front wall.',
  address: '4 Elm Road, London',
  postcode: 'SW1A 1AA',
  preferred_days: ['monday', 'friday'],
  photos: [`/media/pos/${'a'.repeat(64)}.png`, `/media/pos/${'b'.repeat(64)}.jpg`],
  name: 'Priya Shah',
  phone: '07700 900777',
  email: 'priya@example.com',
  customer_id: null,
  quote_id: null,
  quote_no: null,
  status_changed_at: null,
  status_changed_by: null,
  created_at: '2026-07-15T09:00:00.000Z',
  updated_at: '2026-07-15T09:00:00.000Z',
  ...over,
});

const formData = {
  body: { data: { customers, categories, products: services.filter((s) => s.status === 1) } },
};

describe('lead list', () => {
  test('shows each request with its status and photos count, and filters by status on the server', async () => {
    const { net } = renderPos('/admin/leads', {
      'GET admin/getLeads': {
        body: {
          data: [lead(), lead({ id: id(82), name: 'Tom Reed', status: 'quoted', photos: [] })],
          meta: { page: 1, per_page: 10, total: 2 },
        },
      },
    });
    const row = (await screen.findByRole('link', { name: 'Priya Shah' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(
      expect.arrayContaining(['EV charger installation', 'SW1A 1AA', '07700 900777', '2', 'New']),
    );
    const quoted = screen.getByRole('link', { name: 'Tom Reed' }).closest('tr')!;
    expect(within(quoted).getByText('Quoted')).toBeInTheDocument();
    expect(document.title).toBe('Leads');

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Won');
    await waitFor(() => expect(net.callsTo('GET admin/getLeads').at(-1)!.search).toContain('status=won'));
  });
});

describe('a lead', () => {
  test('shows the request and its photos, and marks it won', async () => {
    const { net } = renderPos(`/admin/lead/${id(81)}`, {
      'GET admin/getLeads': { body: { data: lead() } },
      'POST admin/updateLeadStatus': {
        body: { data: lead({ status: 'won' }), message: 'Lead marked won.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Lead: Priya Shah' })).toBeInTheDocument();
    expect(screen.getByText('4 Elm Road, London, SW1A 1AA')).toBeInTheDocument();
    expect(screen.getByText('Mon, Fri')).toBeInTheDocument();
    expect(screen.getByText('A 7 kW charger on the front wall.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 from Priya Shah' })).toHaveAttribute(
      'src',
      `/media/pos/${'a'.repeat(64)}.png`,
    );
    expect(screen.getAllByRole('img', { name: /Photo \d from Priya Shah/ })).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark won' }));
    expect(await screen.findByText('Lead marked won.')).toBeInTheDocument();
    expect(net.callsTo('POST admin/updateLeadStatus')[0]!.body).toEqual({ id: id(81), status: 'won' });
  });

  test("Create quote finds the customer, opens the quote form filled with them and the site address, and saves it as the lead's quote", async () => {
    const customer = {
      id: id(41),
      name: 'Priya Shah',
      phone: '07700 900777',
      email: 'priya@example.com',
      address: '4 Elm Road, London, SW1A 1AA',
    };
    const notes = 'Site: 4 Elm Road, London, SW1A 1AA\nRequested: EV charger installation\nA 7 kW charger.';
    const saved = quote({ id: id(51) });
    const { net } = renderPos(`/admin/lead/${id(81)}`, {
      'GET admin/getLeads': { body: { data: lead() } },
      'POST admin/convertLead': {
        body: {
          data: { lead: lead({ customer_id: id(41) }), customer, created: true, notes },
          message: 'Customer Priya Shah added.',
        },
      },
      'GET admin/getposInsertData': formData,
      'GET admin/getInvoiceSettings': {
        body: {
          data: { vat_registered: false, vat_number: null, prices_include_vat: true, updated_at: null },
        },
      },
      'POST admin/quoteLead': {
        status: 201,
        body: {
          data: lead({ status: 'quoted', quote_id: id(51), quote_no: 12 }),
          message: 'Quote Q-000012 created from the lead',
        },
      },
      'GET admin/getQuotes': { body: { data: saved } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create quote' }));
    expect(await screen.findByRole('heading', { name: 'New Quote from Lead' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Phone')).toHaveValue('07700 900777');
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Shah');
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('Address')).toHaveValue('4 Elm Road, London, SW1A 1AA');
    expect(screen.getByLabelText(/Notes/)).toHaveValue(notes);

    await user.click(await screen.findByRole('button', { name: /EICR inspection/ }));
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('Quote Q-000012 created from the lead')).toBeInTheDocument();
    const sent = net.callsTo('POST admin/quoteLead')[0]!;
    expect(sent.body).toMatchObject({
      lead_id: id(81),
      customer: { phone: '07700 900777', name: 'Priya Shah', email: 'priya@example.com' },
      items: [expect.objectContaining({ id: id(13), name: 'EICR inspection' })],
      notes,
    });
    expect(sent.headers.get('idempotency-key')).toEqual(expect.any(String));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/admin/quote/${id(51)}`));
  });

  test('a quoted lead links to its quote instead of making another', async () => {
    renderPos(`/admin/lead/${id(81)}`, {
      'GET admin/getLeads': { body: { data: lead({ status: 'quoted', quote_id: id(51), quote_no: 12 }) } },
    });
    expect(await screen.findByRole('link', { name: 'Open quote Q-000012' })).toHaveAttribute(
      'href',
      `/admin/quote/${id(51)}`,
    );
    expect(screen.queryByRole('button', { name: 'Create quote' })).toBeNull();
  });
});
