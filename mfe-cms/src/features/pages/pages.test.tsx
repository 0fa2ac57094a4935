import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockReply } from '@voltdesk/app-core/testing';
import { formFields, invalid, renderCms } from '../../../test/render-cms';
import { id, pages } from '../../../test/fixtures';

jest.mock('@voltdesk/app-core/editor', () => jest.requireActual('../../../test/editor-stub'));

/** Answers `reply` and keeps the multipart fields each request sent (files as `file:<name>`). */
function capture(sent: Record<string, string>[], reply: MockReply) {
  return async (request: Request) => {
    sent.push(await formFields(request));
    return reply;
  };
}

test('Page List shows the custom pages and the Static Page table with links', async () => {
  renderCms('/admin/pagelist', { 'GET admin/pages': { body: { data: pages } } });
  expect(await screen.findByRole('link', { name: '/p/privacy' })).toHaveAttribute('href', '/p/privacy');
  const staticTable = within(screen.getByRole('region', { name: 'Static Page' }));
  for (const [name, path] of [
    ['Home', '/'],
    ['Contact', '/contact'],
    ['Charge', '/charges'],
    ['Blog', '/blogs'],
  ]) {
    expect(staticTable.getByRole('cell', { name })).toBeInTheDocument();
    expect(staticTable.getByRole('link', { name: path })).toHaveAttribute('href', path);
  }
  const terms = screen.getByRole('cell', { name: 'Terms' }).closest('tr')!;
  expect(within(terms).getByText('Inactive')).toBeInTheDocument();
  expect(document.title).toBe('Page List');
});

test('Page Create validates, saves and goes to the list', async () => {
  const sent: Record<string, string>[] = [];
  renderCms('/admin/pagecreate', {
    'GET admin/pages': { body: { data: pages } },
    'POST admin/pageInsert': capture(sent, {
      status: 201,
      body: { data: { ...pages[0], id: id(23) }, message: 'Page created successfully.' },
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(screen.getByText('The name field is required.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Cookies');
  await user.type(screen.getByLabelText('Description'), '<p>Only one.</p>');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Page created successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/pagelist'));
  expect(sent).toEqual([
    { name: 'Cookies', description: '<p>Only one.</p>', seo_title: '', meta_description: '' },
  ]);
});

test('Page Update loads by slug, shows 422 field errors, then saves and goes to the list', async () => {
  const sent: Record<string, string>[] = [];
  const { net } = renderCms('/admin/pquery/terms', {
    'GET pagebyslug': { body: { data: pages[1] } },
    'GET admin/pages': { body: { data: pages } },
    'PUT admin/updatePage': capture(sent, invalid({ name: ['The name has already been taken.'] })),
  });
  const user = userEvent.setup();
  const name = await screen.findByLabelText('Name');
  expect(name).toHaveValue('Terms');
  expect(net.callsTo('GET pagebyslug')[0]!.search).toBe('?slug=terms');
  expect(screen.getByLabelText('Status')).toHaveDisplayValue('Inactive');
  await user.selectOptions(screen.getByLabelText('Status'), 'Active');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
  expect(sent[0]).toEqual({
    id: id(22),
    name: 'Terms',
    description: '<p>Be fair.</p>',
    status: '1',
    seo_title: '',
    meta_description: '',
  });

  net.use({ 'PUT admin/updatePage': { body: { data: pages[1], message: 'Page updated successfully.' } } });
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Page updated successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/pagelist'));
});

test('Edit on the list opens the update screen; delete asks first', async () => {
  const { net } = renderCms('/admin/pagelist', {
    'GET admin/pages': { body: { data: pages } },
    'DELETE admin/deletePage': { body: { data: null, message: 'Page deleted successfully.' } },
    'GET pagebyslug': { body: { data: pages[0] } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Privacy' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Page deleted successfully.')).toBeInTheDocument();
  expect(net.callsTo('DELETE admin/deletePage')[0]!.search).toBe(`?id=${id(21)}`);
  await user.click(screen.getByRole('button', { name: 'Edit Privacy' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/pquery/privacy'));
});

test('Page Update edits the SEO title, meta description and social image, checked before sending', async () => {
  const sent: Record<string, string>[] = [];
  const { net } = renderCms('/admin/pquery/privacy', {
    'GET pagebyslug': { body: { data: pages[0] } },
    'GET admin/pages': { body: { data: pages } },
    'PUT admin/updatePage': capture(sent, {
      body: { data: pages[0], message: 'Page updated successfully.' },
    }),
  });
  const user = userEvent.setup();
  expect(await screen.findByLabelText('SEO title')).toHaveValue('How we use your data');
  expect(screen.getByLabelText('Meta description')).toHaveValue('What we keep about you.');
  expect(screen.getByRole('img', { name: 'Social image preview' })).toHaveAttribute(
    'src',
    '/media/content/share-privacy.png',
  );
  await user.clear(screen.getByLabelText('Meta description'));
  await user.type(screen.getByLabelText('Meta description'), 'x'.repeat(161));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(
    screen.getByText('The meta description may not be greater than 160 characters.'),
  ).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updatePage')).toHaveLength(0);

  await user.clear(screen.getByLabelText('Meta description'));
  await user.type(screen.getByLabelText('Meta description'), ' What we keep, and for how long. ');
  await user.upload(
    screen.getByLabelText('Social image'),
    new File(['png'], 'privacy.png', { type: 'image/png' }),
  );
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Page updated successfully.')).toBeInTheDocument();
  expect(sent).toEqual([
    expect.objectContaining({
      seo_title: 'How we use your data',
      meta_description: 'What we keep, and for how long.',
      social_image: 'file:privacy.png',
    }),
  ]);
});
