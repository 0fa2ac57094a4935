import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderPos } from '../../../test/render-pos';

const stored = { vat_registered: false, vat_number: null, prices_include_vat: true, updated_at: null };

test('loads the settings; registering needs a UK VAT number, checked before anything is sent', async () => {
  const { net } = renderPos('/admin/vatsettings', {
    'GET admin/getInvoiceSettings': { body: { data: stored } },
    'PUT admin/updateInvoiceSettings': async (req) => ({
      body: {
        data: {
          ...((await req.json()) as object),
          vat_number: 'GB123456789',
          updated_at: '2026-11-25T10:00:00.000Z',
        },
        message: 'Invoice settings updated successfully.',
      },
    }),
  });
  const form = await screen.findByRole('form', { name: 'VAT settings' });
  expect(document.title).toBe('VAT Settings');
  expect(within(form).getByLabelText('VAT registered')).not.toBeChecked();
  expect(within(form).getByLabelText('Include VAT (VAT is taken out of them)')).toBeChecked();
  expect(
    within(form).getByText(
      'Not registered: invoices show no VAT. Invoices already issued keep what they were issued with.',
    ),
  ).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(within(form).getByLabelText('VAT registered'));
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(
    within(form).getByText('The VAT number field is required when the business is VAT registered.'),
  ).toBeInTheDocument();
  await user.type(within(form).getByLabelText('VAT number'), 'gb 123 4567');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(
    within(form).getByText('The VAT number must be GB followed by 9 or 12 digits, e.g. GB 123 4567 89.'),
  ).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateInvoiceSettings')).toHaveLength(0);

  await user.type(within(form).getByLabelText('VAT number'), ' 89');
  await user.click(within(form).getByLabelText('Exclude VAT (VAT is added on top)'));
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invoice settings updated successfully.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateInvoiceSettings')[0]!.body).toEqual({
    vat_registered: true,
    vat_number: 'GB 123 4567 89',
    prices_include_vat: false,
  });
});

test('shows a stored number grouped, and the server message under the field', async () => {
  renderPos('/admin/vatsettings', {
    'GET admin/getInvoiceSettings': {
      body: {
        data: {
          vat_registered: true,
          vat_number: 'GB123456789',
          prices_include_vat: false,
          updated_at: null,
        },
      },
    },
    'PUT admin/updateInvoiceSettings': invalid({ vat_number: ['The VAT number is not valid.'] }),
  });
  const form = await screen.findByRole('form', { name: 'VAT settings' });
  expect(within(form).getByLabelText('VAT number')).toHaveValue('GB 123 4567 89');
  expect(within(form).getByLabelText('Exclude VAT (VAT is added on top)')).toBeChecked();
  const user = userEvent.setup();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('The VAT number is not valid.')).toBeInTheDocument();
});

test('says so when the settings cannot be loaded', async () => {
  renderPos('/admin/vatsettings', {
    'GET admin/getInvoiceSettings': { status: 500, body: { message: 'x' } },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The VAT settings could not be loaded.');
});

test('monthly statements: off until turned on, saved with the VAT settings as stored', async () => {
  const { net } = renderPos('/admin/vatsettings', {
    'GET admin/getInvoiceSettings': { body: { data: { ...stored, monthly_statements: false } } },
    'PUT admin/updateInvoiceSettings': async (req) => ({
      body: {
        data: { ...((await req.json()) as object), updated_at: '2026-11-25T10:00:00.000Z' },
        message: 'Invoice settings updated successfully.',
      },
    }),
  });
  const form = await screen.findByRole('form', { name: 'Customer statements' });
  const box = within(form).getByLabelText('E-mail monthly statements');
  expect(box).not.toBeChecked();
  const user = userEvent.setup();
  await user.click(box);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invoice settings updated successfully.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateInvoiceSettings')[0]!.body).toEqual({
    vat_registered: false,
    vat_number: null,
    prices_include_vat: true,
    monthly_statements: true,
  });
});

test('the owner turns on invoicing of quotes accepted online, leaving the other settings as stored', async () => {
  const { net } = renderPos('/admin/vatsettings', {
    'GET admin/getInvoiceSettings': {
      body: {
        data: {
          vat_registered: true,
          vat_number: 'GB123456789',
          prices_include_vat: false,
          invoice_accepted_quotes: false,
          monthly_statements: true,
          updated_at: null,
        },
      },
    },
    'PUT admin/updateInvoiceSettings': async (req) => ({
      body: {
        data: { ...((await req.json()) as object), updated_at: '2026-11-25T10:00:00.000Z' },
        message: 'Invoice settings updated successfully.',
      },
    }),
  });
  const form = await screen.findByRole('form', { name: 'Quotes accepted online' });
  const box = within(form).getByLabelText('Invoice a quote when the customer accepts it online');
  expect(box).not.toBeChecked();
  expect(
    within(await screen.findByRole('form', { name: 'Customer statements' })).getByRole('checkbox'),
  ).toBeChecked();
  const user = userEvent.setup();
  await user.click(box);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invoice settings updated successfully.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateInvoiceSettings')[0]!.body).toEqual({
    vat_registered: true,
    vat_number: 'GB123456789',
    prices_include_vat: false,
    invoice_accepted_quotes: true,
  });
});
