import { vatQuoteSample } from '@voltdesk/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductView } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { categories, customers, id, order, quote, services } from '../../../test/fixtures';

const formData = {
  body: { data: { customers, categories, products: services.filter((s) => s.status === 1) } },
};

/** A quote made while VAT registered, prices excluding VAT, as svc-pos's quotes test has it saved. */
const vatQuote = quote(vatQuoteSample({ labour: id(11), insulation: id(13) }));

describe('quote list', () => {
  test('shows number, customer, total, valid-until date and status (Expired too), and filters on the server', async () => {
    const { net } = renderPos('/admin/quotes', {
      'GET admin/getQuotes': {
        body: {
          data: [
            quote(),
            quote({ id: id(52), quote_no: 11, status: 'Expired', expired: true, valid_until: '2026-07-01' }),
            quote({ id: id(53), quote_no: 10, status: 'Converted', invoice_no: 1042, order_id: id(31) }),
          ],
          meta: { page: 1, per_page: 20, total: 3 },
        },
      },
    });
    const row = (await screen.findByRole('link', { name: 'Q-000012' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Q-000012',
      '15 Jul 2026',
      'Grace Hopper',
      '07700 900123',
      '£200.00',
      '14 Aug 2026',
      'Open',
      '',
      'ViewEdit',
    ]);
    const expired = screen.getByRole('link', { name: 'Q-000011' }).closest('tr')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: 'Edit quote Q-000011' })).toBeInTheDocument();
    const converted = screen.getByRole('link', { name: 'Q-000010' }).closest('tr')!;
    expect(within(converted).getByText('#1042')).toBeInTheDocument();
    expect(within(converted).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(document.title).toBe('Quote List');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    await waitFor(() =>
      expect(net.callsTo('GET admin/getQuotes').at(-1)!.search).toContain('status=Expired'),
    );
  });
});

describe('quote form', () => {
  test('checks the quote with the contract before sending: no service, a discount over the sub total', async () => {
    const { net } = renderPos('/admin/quotecreate', { 'GET admin/getposInsertData': formData });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('Please add at least one service.')).toBeInTheDocument();
    expect(screen.getByText('The phone field is required.')).toBeInTheDocument();
    expect(screen.getByText('The name field is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Socket install/ }));
    await user.type(screen.getByLabelText('Discount (£)'), '50');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(
      await screen.findByText('The discount may not be greater than the sub total.'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST admin/insertQuote')).toHaveLength(0);
  });

  test("a negative qty says it must be at least 1, in the order form's words (one reading of typed lines)", async () => {
    const { net } = renderPos('/admin/quotecreate', { 'GET admin/getposInsertData': formData });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Socket install/ }));
    const qty = screen.getByLabelText('Quantity of Socket install');
    await user.clear(qty);
    await user.type(qty, '-1');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('The qty must be at least 1.')).toBeInTheDocument();
    expect(net.callsTo('POST admin/insertQuote')).toHaveLength(0);
  });

  test('another phone takes out what the known phone filled, and keeps what the clerk typed', async () => {
    renderPos('/admin/quotecreate', { 'GET admin/getposInsertData': formData });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '07700 900123');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Navy Row, London');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@work.example');
    await user.type(phone, '9');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@work.example');
  });

  test('a known phone fills the customer; saving sends the lines, discount, valid-until date and notes, then opens the quote', async () => {
    const saved = quote();
    const { net } = renderPos('/admin/quotecreate', {
      'GET admin/getposInsertData': formData,
      'POST admin/insertQuote': { status: 201, body: { data: saved, message: 'Quote Q-000012 created' } },
      'GET admin/getQuotes': { body: { data: saved } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '07700 900123');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await user.click(screen.getByRole('button', { name: /Socket install/ }));
    await user.click(screen.getByRole('button', { name: /EICR inspection/ }));
    const qty = screen.getByLabelText('Quantity of Socket install');
    await user.clear(qty);
    await user.type(qty, '2');
    await user.type(screen.getByLabelText('Discount (£)'), '11.10');
    expect(screen.getByTestId('quote-sub-total')).toHaveTextContent('£211.10');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('£200.00');
    const validUntil = screen.getByLabelText('Valid Until');
    await user.clear(validUntil);
    await user.type(validUntil, '2026-08-14');
    await user.type(screen.getByLabelText('Notes'), 'Includes the certificate.');
    // Quotes carry no idempotency key: a double click must save one quote, not two.
    await user.dblClick(screen.getByRole('button', { name: 'Save Quote' }));

    expect(await screen.findByText('Quote Q-000012 created')).toBeInTheDocument();
    expect(net.callsTo('POST admin/insertQuote')).toHaveLength(1);
    expect(net.callsTo('POST admin/insertQuote')[0]!.body).toEqual({
      customer: {
        phone: '07700 900123',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        address: '1 Navy Row, London',
      },
      items: [
        { id: id(11), name: 'Socket install', price: 45.5, qty: 2 },
        { id: id(13), name: 'EICR inspection', price: 120.1, qty: 1 },
      ],
      discount: 11.1,
      order_custom_id: null,
      valid_until: '2026-08-14',
      notes: 'Includes the certificate.',
    });
    expect(await screen.findByRole('heading', { name: 'Quote Q-000012' })).toBeInTheDocument();
  });

  test("shows svc-pos's refusal under its field (a valid-until date before today)", async () => {
    renderPos('/admin/quotecreate', {
      'GET admin/getposInsertData': formData,
      'POST admin/insertQuote': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: { valid_until: ['The valid until date may not be before today.'] },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '07700 900123');
    await user.click(screen.getByRole('button', { name: /Socket install/ }));
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('The valid until date may not be before today.')).toBeInTheDocument();
  });
});

describe('quote form with VAT', () => {
  /** The services of `vatQuote`: £100 at the standard rate, £50 at the reduced rate. */
  const rated: ProductView[] = [
    { ...services[0]!, name: 'Rewire labour', price: 100, vat_rate: 'standard' },
    { ...services[2]!, name: 'Loft insulation', price: 50, vat_rate: 'reduced' },
  ];
  const ratedFormData = { body: { data: { customers, categories, products: rated } } };
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

  test("a VAT registered business typing prices excluding VAT sees each line's rate and VAT and the VAT-inclusive total svc-pos saves", async () => {
    const { net } = renderPos('/admin/quotecreate', {
      'GET admin/getposInsertData': ratedFormData,
      'GET admin/getInvoiceSettings': settings(true),
      'POST admin/insertQuote': { status: 201, body: { data: vatQuote, message: 'Quote Q-000012 created' } },
      'GET admin/getQuotes': { body: { data: vatQuote } },
    });
    const user = userEvent.setup();
    await screen.findByRole('columnheader', { name: 'Price (£, ex. VAT)' });
    await user.type(screen.getByLabelText('Phone'), '07700 900123');
    await user.click(screen.getByRole('button', { name: /Rewire labour/ }));
    await user.click(screen.getByRole('button', { name: /Loft insulation/ }));
    await user.type(screen.getByLabelText('Discount (£)'), '15');

    expect(screen.getByTestId('quote-sub-total')).toHaveTextContent('£150.00');
    expect(screen.getByTestId('line-vat-0')).toHaveTextContent('20%£18.00');
    expect(screen.getByTestId('line-vat-1')).toHaveTextContent('5%£2.25');
    expect(screen.getByTestId('quote-net')).toHaveTextContent('£135.00');
    expect(screen.getByTestId('quote-vat')).toHaveTextContent('£20.25');
    expect(screen.getByText('Total (inc. VAT)')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('£155.25');

    // Saved, svc-pos answers these lines with the same total (vatQuote); the quote page then shows it.
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('Quote Q-000012 created')).toBeInTheDocument();
    expect(net.callsTo('POST admin/insertQuote')[0]!.body).toMatchObject({
      items: [
        { id: id(11), name: 'Rewire labour', price: 100, qty: 1 },
        { id: id(13), name: 'Loft insulation', price: 50, qty: 1 },
      ],
      discount: 15,
    });
    const doc = await screen.findByRole('article', { name: 'Quote Q-000012' });
    expect(doc).toHaveTextContent('Total£155.25');
  });

  test('an edited quote keeps the VAT terms and rates it was made with after the business stops being VAT registered', async () => {
    renderPos('/admin/quoteupdate/' + id(51), {
      'GET admin/getposInsertData': ratedFormData,
      'GET admin/getInvoiceSettings': settings(false),
      'GET admin/getQuotes': { body: { data: vatQuote } },
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('£155.25');
    expect(screen.getByTestId('line-vat-1')).toHaveTextContent('5%£2.25');
    // Two of the labour, and the insulation put back from the grid at its quoted rate: £15 spread 12 + 3,
    // then 20% of 188 and 5% of 47 on top.
    const qty = screen.getByLabelText('Quantity of Rewire labour');
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(screen.getByRole('button', { name: 'Remove Loft insulation' }));
    await user.click(await screen.findByRole('button', { name: /Loft insulation/ }));
    expect(screen.getByTestId('line-vat-0')).toHaveTextContent('20%£37.60');
    expect(screen.getByTestId('line-vat-1')).toHaveTextContent('5%£2.35');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('£274.95');
  });

  test('not VAT registered: the quote form shows no VAT and the total is sub total - discount', async () => {
    const { net } = renderPos('/admin/quotecreate', {
      'GET admin/getposInsertData': ratedFormData,
      'GET admin/getInvoiceSettings': settings(false),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(net.callsTo('GET admin/getInvoiceSettings')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: /Rewire labour/ }));
    await user.type(screen.getByLabelText('Discount (£)'), '15');
    expect(screen.getByRole('columnheader', { name: 'Price (£)' })).toBeInTheDocument();
    expect(screen.queryByTestId('line-vat-0')).toBeNull();
    expect(screen.queryByTestId('quote-vat')).toBeNull();
    expect(screen.queryByText('Total (inc. VAT)')).toBeNull();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('£85.00');
  });
});

describe('quote page', () => {
  test('shows the quote as the printed document (QUOTE, number, valid until, notes, no payments) with its actions', async () => {
    renderPos('/admin/quote/' + id(51), { 'GET admin/getQuotes': { body: { data: quote() } } });
    const doc = await screen.findByRole('article', { name: 'Quote Q-000012' });
    expect(within(doc).getByRole('heading', { name: 'QUOTE' })).toBeInTheDocument();
    expect(doc).toHaveTextContent('Quote NoQ-000012');
    expect(doc).toHaveTextContent('Valid Until14 Aug 2026');
    expect(doc).toHaveTextContent('Includes the certificate.');
    expect(doc).toHaveTextContent('Total£200.00');
    expect(doc).not.toHaveTextContent('Amount Paid');
    expect(doc).not.toHaveTextContent('Invoice No');
    for (const name of ['Accept', 'Decline', 'Convert to invoice', 'Print'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(document.title).toBe('Quote Q-000012 | Brightline Electrical');
  });

  test("a VAT quote shows the VAT number, each line's rate and VAT, and net, VAT and gross totals", async () => {
    renderPos('/admin/quote/' + id(51), { 'GET admin/getQuotes': { body: { data: vatQuote } } });
    const doc = await screen.findByRole('article', { name: 'Quote Q-000012' });
    expect(within(doc).getByRole('heading', { level: 2 })).toHaveTextContent('QUOTE');
    expect(doc).toHaveTextContent('VAT NoGB 123 4567 89');
    expect(within(doc).getByRole('columnheader', { name: 'VAT rate' })).toBeInTheDocument();
    expect(doc).toHaveTextContent('£20.25');
    expect(doc).toHaveTextContent('Total£155.25');
    expect(doc).not.toHaveTextContent('Total£135.00');
  });

  test('accept sends the answer and shows it', async () => {
    let current = quote();
    const { net } = renderPos('/admin/quote/' + id(51), {
      'GET admin/getQuotes': () => ({ body: { data: current } }),
      'POST admin/acceptQuote': () => {
        current = quote({ status: 'Accepted', decided_at: '2026-07-16T10:00:00.000Z', decided_by: id(99) });
        return { body: { data: current, message: 'Quote Q-000012 accepted' } };
      },
    });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Quote Q-000012 accepted')).toBeInTheDocument();
    // A double click accepts once: no second call to be refused after the success.
    expect(net.callsTo('POST admin/acceptQuote')).toHaveLength(1);
    expect(net.callsTo('POST admin/acceptQuote')[0]!.body).toEqual({ id: id(51) });
    expect(await screen.findByText('Accepted on 16 Jul 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Convert to invoice' })).toBeInTheDocument();
  });

  test('convert to invoice asks for an optional due date, makes the invoice and links to it', async () => {
    let current = quote({ status: 'Accepted' });
    const { net } = renderPos('/admin/quote/' + id(51), {
      'GET admin/getQuotes': () => ({ body: { data: current } }),
      'POST admin/convertQuote': () => {
        current = quote({ status: 'Converted', invoice_no: 1043, order_id: id(33) });
        return { status: 201, body: { data: current, message: 'Invoice #1043 created from quote Q-000012' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Convert quote Q-000012 to an invoice' });
    await user.type(within(dialog).getByLabelText('Due Date (optional)'), '2026-08-31');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Invoice #1043 created from quote Q-000012')).toBeInTheDocument();
    expect(net.callsTo('POST admin/convertQuote')).toHaveLength(1);
    expect(net.callsTo('POST admin/convertQuote')[0]!.body).toEqual({ id: id(51), due_date: '2026-08-31' });
    expect(await screen.findByRole('link', { name: 'invoice #1043' })).toHaveAttribute(
      'href',
      `/admin/posupdate/${id(33)}`,
    );
    expect(screen.queryByRole('button', { name: 'Convert to invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  test("a refused conversion says svc-pos's reason (converted already: 409)", async () => {
    renderPos('/admin/quote/' + id(51), {
      'GET admin/getQuotes': { body: { data: quote() } },
      'POST admin/convertQuote': {
        status: 409,
        body: { message: 'This quote was already converted to invoice #1043.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to invoice' }));
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('This quote was already converted to invoice #1043.')).toBeInTheDocument();
  });

  test('an expired quote offers decline, edit (to extend it) and print, not accept or convert', async () => {
    renderPos('/admin/quote/' + id(51), {
      'GET admin/getQuotes': {
        body: { data: quote({ status: 'Expired', expired: true, valid_until: '2026-07-01' }) },
      },
      'POST admin/declineQuote': {
        body: { data: quote({ status: 'Declined' }), message: 'Quote Q-000012 declined' },
      },
    });
    expect(
      await screen.findByText('Expired after 1 Jul 2026: edit it to extend the date.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert to invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/quoteupdate/${id(51)}`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Went elsewhere');
    await user.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('Quote Q-000012 declined')).toBeInTheDocument();
  });

  test('print opens the 1000x650 window with the same QUOTE document', async () => {
    const doc = document.implementation.createHTMLDocument('');
    const print = jest.fn();
    const open = jest
      .spyOn(window, 'open')
      .mockReturnValue({ document: doc, focus: jest.fn(), print } as unknown as Window);
    renderPos('/admin/quote/' + id(51), { 'GET admin/getQuotes': { body: { data: quote() } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('', `quote-${id(51)}`, 'width=1000,height=650');
    await waitFor(() => expect(print).toHaveBeenCalled(), { timeout: 5000 });
    const printed = doc.querySelector('article')!;
    expect(printed.getAttribute('aria-label')).toBe('Quote Q-000012');
    expect(printed.outerHTML).toBe(screen.getByRole('article', { name: 'Quote Q-000012' }).outerHTML);
    open.mockRestore();
  });
});

describe('invoice and quote link both ways', () => {
  test("an invoice converted from a quote links from its details to the quote list searched by the quote's number", async () => {
    const converted = order({ quote_no: 12 });
    const { net } = renderPos('/admin/orders', {
      'GET admin/getOrders': (_req: Request, url: URL) =>
        url.searchParams.get('id')
          ? { body: { data: converted } }
          : { body: { data: [converted], meta: { page: 1, per_page: 10, total: 1 } } },
      'GET admin/getOrderTrail': {
        body: { data: { invoice_no: 1042, order_id: converted.id, status: converted.status, trail: [] } },
      },
      'GET admin/adminNames': { body: { data: [] } },
      'GET admin/getQuotes': {
        body: {
          data: [quote({ status: 'Converted', invoice_no: 1042, order_id: converted.id })],
          meta: { page: 1, per_page: 20, total: 1 },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
    const details = await screen.findByRole('dialog', { name: 'Invoice #1042' });
    await userEvent.click(within(details).getByRole('link', { name: 'quote Q-000012' }));

    const row = (await screen.findByRole('link', { name: 'Q-000012' })).closest('tr')!;
    expect(within(row).getByText('#1042')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Q-000012');
    expect(new URLSearchParams(net.callsTo('GET admin/getQuotes')[0]!.search).get('search')).toBe('Q-000012');
  });
});
