import { screen, within } from '@testing-library/react';
import { renderCms } from '../../../test/render-cms';

test("the Setup page has a VAT section leading to the POS's VAT settings", async () => {
  renderCms('/admin/setup');
  const vat = await screen.findByRole('region', { name: 'VAT' });
  expect(vat).toHaveTextContent('VAT registration, the VAT number printed on invoices');
  expect(within(vat).getByRole('link', { name: 'VAT settings' })).toHaveAttribute(
    'href',
    '/admin/vatsettings',
  );
});
