import { render, screen } from '@testing-library/react';
import { CreditReverseCharge } from './credit-reverse-charge';

test('a credit note of a reverse-charged invoice states the wording and the reverse-charge VAT it takes back', () => {
  render(
    <CreditReverseCharge
      note={{
        reverse_charge: {
          wording: 'Customer to account to HMRC for the reverse charge',
          vat: 50,
          summary: [{ rate: 'standard', percent: 20, net: 250, vat: 50 }],
        },
      }}
    />,
  );
  expect(screen.getByText('Customer to account to HMRC for the reverse charge')).toBeInTheDocument();
  expect(screen.getByText('Standard 20%: net £250.00, reverse-charge VAT £50.00')).toBeInTheDocument();
});

test('any other credit note shows nothing of it', () => {
  const { container } = render(<CreditReverseCharge note={{ reverse_charge: null }} />);
  expect(container).toBeEmptyDOMElement();
});
