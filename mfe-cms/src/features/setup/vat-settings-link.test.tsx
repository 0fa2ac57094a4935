import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@voltdesk/app-core';
import type { Role } from '@voltdesk/contracts';
import { renderCms } from '../../../test/render-cms';
import { id } from '../../../test/fixtures';

/** The Setup page signed in as an admin of `role` (their record is `admin/users`, as the shell loads it). */
const renderSetupAs = (role: Role) =>
  renderCms('/admin/setup', {
    'GET admin/users': {
      body: {
        data: {
          id: id(99),
          name: 'Ada Admin',
          email: 'ada@example.com',
          avatar: null,
          user_type: 'admin',
          role,
          status: 1,
        },
      },
    },
  });

test("an owner's Setup page has a VAT section leading to the POS's VAT settings", async () => {
  renderSetupAs('owner');
  const vat = await screen.findByRole('region', { name: 'VAT' });
  expect(vat).toHaveTextContent('VAT registration, the VAT number printed on invoices');
  expect(within(vat).getByRole('link', { name: 'VAT settings' })).toHaveAttribute(
    'href',
    '/admin/vatsettings',
  );
});

test("an editor's Setup page has no VAT section: the VAT settings are a POS screen editors cannot open", async () => {
  const { store } = renderSetupAs('editor');
  await screen.findByRole('region', { name: 'Set E-mail & Unpaid Time' });
  // Look only once the editor's record has arrived: the card is also hidden while it loads.
  await waitFor(() =>
    expect(api.endpoints.getCurrentUser.select('token-ada')(store.getState()).data?.role).toBe('editor'),
  );
  expect(screen.queryByRole('region', { name: 'VAT' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'VAT settings' })).toBeNull();
});
