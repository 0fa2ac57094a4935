import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockReply } from '@voltdesk/app-core/testing';
import { formFields, invalid, renderCms } from '../../../test/render-cms';
import type { RevisionView } from '@voltdesk/contracts';
import { id, pages } from '../../../test/fixtures';

jest.mock('@voltdesk/app-core/editor', () => jest.requireActual('../../../test/editor-stub'));

/** Answers `reply` and keeps the multipart fields each request sent (files as `file:<name>`). */
function capture(sent: Record<string, string>[], reply: MockReply) {
  return async (request: Request) => {
    sent.push(await formFields(request));
    return reply;
  };
}

/** Page Create, where svc-content takes a new page; `sent` keeps the fields each save sent. */
function renderPageCreate() {
  const sent: Record<string, string>[] = [];
  renderCms('/admin/pagecreate', {
    'GET admin/pages': { body: { data: pages } },
    'POST admin/pageInsert': capture(sent, {
      status: 201,
      body: { data: { ...pages[0], id: id(23) }, message: 'Page created successfully.' },
    }),
  });
  return { sent, user: userEvent.setup() };
}

/** The name and description of a new page, once the form is there. */
async function typeWinterPrices(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Winter prices');
  await user.type(screen.getByLabelText('Description'), '<p>Soon.</p>');
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
  const { sent, user } = renderPageCreate();
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(screen.getByText('The name field is required.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Cookies');
  await user.type(screen.getByLabelText('Description'), '<p>Only one.</p>');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Page created successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/pagelist'));
  expect(sent).toEqual([
    {
      name: 'Cookies',
      description: '<p>Only one.</p>',
      seo_title: '',
      meta_description: '',
      publication: 'published',
    },
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
    publication: 'published',
    publish_at: '2026-11-01T09:00:00.000Z',
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

test('Page Create saves a draft, which stays off the site', async () => {
  const { sent, user } = renderPageCreate();
  await typeWinterPrices(user);
  expect(screen.getByLabelText('Publication')).toHaveDisplayValue('Published');
  await user.selectOptions(screen.getByLabelText('Publication'), 'Draft');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Page created successfully.')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ name: 'Winter prices', publication: 'draft' });
  expect(sent[0]).not.toHaveProperty('publish_at');
});

test('Page Create sends a chosen publish time as an instant (scheduled)', async () => {
  const { sent, user } = renderPageCreate();
  await typeWinterPrices(user);
  // datetime-local takes its value whole (typing into it is not how browsers fill it either).
  fireEvent.change(screen.getByLabelText('Publish at (empty: at once)'), {
    target: { value: '2031-03-01T09:30' },
  });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Page created successfully.')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({
    publication: 'published',
    // The admin's own clock: 09:30 where they are.
    publish_at: new Date('2031-03-01T09:30').toISOString(),
  });
});

test('Page Update lists the revisions, shows one, and restores it into the form after a confirmation', async () => {
  const revision = (n: number, name: string, at: string): RevisionView => ({
    id: id(900 + n),
    kind: 'page',
    record_id: id(21),
    admin_id: id(99),
    at,
    snapshot: { name, description: `<p>${name} text</p>`, publication: 'published' },
  });
  const revisions = [
    revision(2, 'Privacy', '2026-11-02T10:00:00.000Z'),
    revision(1, 'Privacy notice', '2026-11-01T10:00:00.000Z'),
  ];
  const { net } = renderCms('/admin/pquery/privacy', {
    'GET pagebyslug': { body: { data: pages[0] } },
    'GET admin/pages': { body: { data: pages } },
    'GET admin/revisions': { body: { data: revisions } },
  });
  const user = userEvent.setup();
  const panel = within(await screen.findByRole('region', { name: 'Revisions' }));
  expect(await panel.findByRole('cell', { name: 'Privacy notice' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/revisions')[0]!.search).toBe(`?kind=page&id=${id(21)}`);
  // The newest revision is the page as it is: nothing to restore there.
  const rows = panel.getAllByRole('row').slice(1);
  expect(within(rows[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();

  await user.click(within(rows[1]!).getByRole('button', { name: /View/ }));
  expect(panel.getByText('Privacy notice text')).toBeInTheDocument();

  await user.click(within(rows[1]!).getByRole('button', { name: /Restore/ }));
  const confirm = within(screen.getByRole('dialog', { name: 'Confirm' }));
  await user.click(confirm.getByRole('button', { name: 'Restore' }));
  // The form shows the revision; nothing is written until Update.
  expect(await screen.findByLabelText('Name')).toHaveValue('Privacy notice');
  expect(net.calls.filter((call) => call.method !== 'GET')).toEqual([]);
});
