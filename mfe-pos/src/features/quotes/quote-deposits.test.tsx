import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPos } from '../../../test/render-pos';
import { categories, customers, id, quote, services } from '../../../test/fixtures';

const formData = {
  body: { data: { customers, categories, products: services.filter((s) => s.status === 1) } },
};

/** Q-000012 (£200.00) asking a 30% deposit: £60.00, as svc-pos answers it (no VAT). */
const withDeposit = (overrides: Parameters<typeof quote>[0] = {}) =>
  quote({
    deposit: { kind: 'percent', percent: 30, amount: 60, net: 60, vat: 0 },
    deposit_invoices: [],
    ...overrides,
  });

describe('quote form: the deposit', () => {
  test('a percentage shows what the deposit invoice will charge and is sent with the quote', async () => {
    const saved = withDeposit();
    const { net } = renderPos('/admin/quotecreate', {
      'GET admin/getposInsertData': formData,
      'POST admin/insertQuote': { status: 201, body: { data: saved, message: 'Quote Q-000012 created' } },
      'GET admin/getQuotes': { body: { data: saved } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '07700 900123');
    await user.click(screen.getByRole('button', { name: /EICR inspection/ }));
    expect(screen.getByTestId('quote-total')).toHaveTextContent('£120.10');
    await user.selectOptions(screen.getByLabelText('Deposit'), 'Percentage of the total');
    await user.type(screen.getByLabelText('Deposit (%)'), '33.33');
    // 33.33% of £120.10 is £40.029..., to the penny halves up.
    expect(screen.getByTestId('quote-deposit')).toHaveTextContent('Deposit invoice: £40.03');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('Quote Q-000012 created')).toBeInTheDocument();
    expect(net.callsTo('POST admin/insertQuote')[0]!.body).toMatchObject({
      deposit: { kind: 'percent', value: 33.33 },
    });
  });

  test("refuses, in svc-pos's words, a percentage of 100 and a fixed deposit of the whole total, before sending", async () => {
    const { net } = renderPos('/admin/quotecreate', { 'GET admin/getposInsertData': formData });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '07700 900123');
    await user.click(screen.getByRole('button', { name: /EICR inspection/ }));
    await user.selectOptions(screen.getByLabelText('Deposit'), 'Percentage of the total');
    await user.type(screen.getByLabelText('Deposit (%)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('A deposit percentage must be less than 100.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Deposit'), 'Fixed amount (inc. VAT)');
    const amount = screen.getByLabelText('Deposit (£)');
    await user.clear(amount);
    await user.type(amount, '120.10');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByText('The deposit must be less than the quote total.')).toBeInTheDocument();
    expect(net.callsTo('POST admin/insertQuote')).toHaveLength(0);
  });

  test('editing a quote with a deposit shows it, and No deposit leaves it out of the request', async () => {
    const current = withDeposit({ deposit: { kind: 'amount', percent: null, amount: 50, net: 50, vat: 0 } });
    const { net } = renderPos('/admin/quoteupdate/' + id(51), {
      'GET admin/getposInsertData': formData,
      'GET admin/getQuotes': { body: { data: current } },
      'PUT admin/updateQuote': { body: { data: quote(), message: 'Quote Q-000012 updated' } },
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Deposit (£)')).toHaveValue('50.00');
    await user.selectOptions(screen.getByLabelText('Deposit'), 'No deposit');
    await user.click(screen.getByRole('button', { name: 'Update Quote' }));
    expect(await screen.findByText('Quote Q-000012 updated')).toBeInTheDocument();
    expect(net.callsTo('PUT admin/updateQuote')[0]!.body).not.toHaveProperty('deposit');
  });
});

describe('quote page: deposit and final invoices', () => {
  test('Create deposit invoice, then Create final invoice once the deposit is invoiced', async () => {
    let current = withDeposit();
    const { net } = renderPos('/admin/quote/' + id(51), {
      'GET admin/getQuotes': () => ({ body: { data: current } }),
      'POST admin/createDepositInvoice': () => {
        current = withDeposit({
          status: 'Accepted',
          deposit_invoices: [{ order_id: id(34), invoice_no: 1044 }],
        });
        return {
          status: 201,
          body: { data: current, message: 'Deposit invoice #1044 created from quote Q-000012' },
        };
      },
      'POST admin/createFinalInvoice': () => {
        current = withDeposit({
          status: 'Converted',
          deposit_invoices: [{ order_id: id(34), invoice_no: 1044 }],
          invoice_no: 1045,
          order_id: id(35),
        });
        return {
          status: 201,
          body: { data: current, message: 'Final invoice #1045 created from quote Q-000012' },
        };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Deposit 30%, £60.00')).toBeInTheDocument();
    // The document (as printed, mailed and shown to the customer) names the deposit asked.
    expect(screen.getByRole('article', { name: 'Quote Q-000012' })).toHaveTextContent('Deposit£60.00 (30%)');
    await user.click(screen.getByRole('button', { name: 'Create deposit invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit invoice for quote Q-000012' });
    expect(dialog).toHaveTextContent('charges £60.00 of');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Deposit invoice #1044 created from quote Q-000012')).toBeInTheDocument();
    expect(net.callsTo('POST admin/createDepositInvoice')).toHaveLength(1);
    expect(net.callsTo('POST admin/createDepositInvoice')[0]!.body).toEqual({ id: id(51), due_date: null });
    expect(await screen.findByRole('link', { name: 'invoice #1044' })).toHaveAttribute(
      'href',
      `/admin/posupdate/${id(34)}`,
    );
    // The whole invoice would charge the deposit again: only the final invoice is offered now.
    expect(screen.queryByRole('button', { name: 'Convert to invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create deposit invoice' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create final invoice' }));
    const final = screen.getByRole('dialog', { name: 'Final invoice for quote Q-000012' });
    await user.click(within(final).getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Final invoice #1045 created from quote Q-000012')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'invoice #1045' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create final invoice' })).toBeNull();
  });

  test("a final invoice refused because the deposit is unpaid says svc-pos's reason", async () => {
    renderPos('/admin/quote/' + id(51), {
      'GET admin/getQuotes': {
        body: {
          data: withDeposit({
            status: 'Accepted',
            deposit_invoices: [{ order_id: id(34), invoice_no: 1044 }],
          }),
        },
      },
      'POST admin/createFinalInvoice': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: {
            id: ['Deposit invoice #1044 is not paid yet: take its payment, or credit or void it, first.'],
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create final invoice' }));
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByText(
        'Deposit invoice #1044 is not paid yet: take its payment, or credit or void it, first.',
      ),
    ).toBeInTheDocument();
  });
});
