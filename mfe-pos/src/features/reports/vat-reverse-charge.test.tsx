import { render, screen } from '@testing-library/react';
import { VatReverseCharge } from './vat-reverse-charge';

test('lists reverse-charged sales apart: their net for box 6 and the VAT the customers account for', () => {
  render(
    <VatReverseCharge
      report={{
        reverse_charge: {
          invoices: 1,
          credit_notes: 1,
          invoiced: { net: 1000, vat: 200 },
          credited: { net: 250, vat: 50 },
          net: 750,
          vat: 150,
        },
      }}
    />,
  );
  expect(screen.getByRole('region', { name: 'Reverse-charged sales' })).toBeInTheDocument();
  expect(screen.getByTestId('vat-reverse-charge')).toHaveTextContent(
    '1 invoice and 1 credit note: net £750.00 (in box 6), VAT charged £0.00; the customers account to HMRC for £150.00 of VAT (not in box 1).',
  );
});

test('says nothing when the period has no reverse-charged sale', () => {
  const none = {
    invoices: 0,
    credit_notes: 0,
    invoiced: { net: 0, vat: 0 },
    credited: { net: 0, vat: 0 },
    net: 0,
    vat: 0,
  };
  render(<VatReverseCharge report={{ reverse_charge: none }} />);
  expect(screen.queryByRole('region', { name: 'Reverse-charged sales' })).toBeNull();
});
