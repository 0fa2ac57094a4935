import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, invalid, renderCms } from '../../../test/render-cms';
import { id, posts } from '../../../test/fixtures';
import type { PostView } from '@voltdesk/contracts';

jest.mock('@voltdesk/app-core/editor', () => jest.requireActual('../../../test/editor-stub'));

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists the first page of posts (admin token) with image, title and status', async () => {
  const { net } = renderCms('/admin/posts', { 'GET getPost': { body: { data: posts } } });
  expect(await screen.findByRole('cell', { name: 'Draft post' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Image',
    'Title',
    'Status',
    'Publication',
    'Preview',
    'Revisions',
    'Action',
  ]);
  expect(within(rowOf('Draft post')).getByRole('cell', { name: 'Draft' })).toBeInTheDocument();
  expect(within(rowOf('Draft post')).getByRole('link', { name: 'Preview Draft post' })).toHaveAttribute(
    'href',
    '/details/draft-post',
  );
  expect(within(rowOf('Fuse boards explained')).getByRole('cell', { name: 'Published' })).toBeInTheDocument();
  expect(within(rowOf('Fuse boards explained')).getByRole('img')).toHaveAttribute(
    'src',
    '/media/content/post-1.png',
  );
  expect(within(rowOf('Draft post')).getByText('Inactive')).toBeInTheDocument();
  expect(net.callsTo('GET getPost')[0]!.search).toBe('?page=1&per_page=20');
  expect(net.callsTo('GET getPost')[0]!.headers.get('authorization')).toBe('Bearer token-ada');
  expect(document.title).toBe('Post list');
});

test('Add New checks title and description, sends multipart and closes', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/posts', {
    'GET getPost': { body: { data: posts } },
    'POST admin/insertPost': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: posts[0], message: 'Post created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Post' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('The title field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The description field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The image field is required.')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Title'), 'Smoke alarms');
  await user.type(within(dialog).getByLabelText('Description'), '<p>Test monthly.</p>');
  await user.upload(
    within(dialog).getByLabelText('Image'),
    new File(['png'], 'alarm.png', { type: 'image/png' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Post created successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add Post' })).toBeNull();
  expect(sent).toEqual({
    title: 'Smoke alarms',
    description: '<p>Test monthly.</p>',
    image: 'file:alarm.png',
    seo_title: '',
    meta_description: '',
    publication: 'published',
  });
});

test('update sends id and status and shows the server field error', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/posts', {
    'GET getPost': { body: { data: posts } },
    'POST admin/updatePost': async (request) => {
      sent = await formFields(request);
      return invalid({ image: ['The image must be an image.'] });
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Draft post' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Post' });
  expect(within(dialog).getByLabelText('Description')).toHaveValue('<p>Not yet.</p>');
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('The image must be an image.')).toBeInTheDocument();
  expect(sent).toEqual({
    id: id(12),
    title: 'Draft post',
    description: '<p>Not yet.</p>',
    status: '1',
    seo_title: '',
    meta_description: '',
    publication: 'draft',
  });
});

test('the SEO title, meta description and social image are edited with the post', async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/posts', {
    'GET getPost': { body: { data: posts } },
    'POST admin/updatePost': async (request) => {
      sent = await formFields(request);
      return { body: { data: posts[0], message: 'Post updated successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Fuse boards explained' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Post' });
  expect(within(dialog).getByLabelText('SEO title')).toHaveValue('What a fuse board does');
  expect(within(dialog).getByLabelText('Meta description')).toHaveValue(
    'How a fuse board protects your home.',
  );
  expect(within(dialog).getByRole('img', { name: 'Social image preview' })).toHaveAttribute(
    'src',
    '/media/content/share-1.png',
  );
  await user.clear(within(dialog).getByLabelText('SEO title'));
  await user.type(within(dialog).getByLabelText('SEO title'), '  Fuse boards: a guide  ');
  await user.clear(within(dialog).getByLabelText('Meta description'));
  await user.upload(
    within(dialog).getByLabelText('Social image'),
    new File(['png'], 'share.png', { type: 'image/png' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Post updated successfully.')).toBeInTheDocument();
  expect(sent).toMatchObject({
    seo_title: 'Fuse boards: a guide',
    meta_description: '',
    social_image: 'file:share.png',
  });
});

test('an SEO title longer than search results show is refused before sending', async () => {
  const { net } = renderCms('/admin/posts', { 'GET getPost': { body: { data: posts } } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Fuse boards explained' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Post' });
  await user.clear(within(dialog).getByLabelText('SEO title'));
  await user.type(within(dialog).getByLabelText('SEO title'), 'x'.repeat(71));
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(
    within(dialog).getByText('The SEO title may not be greater than 70 characters.'),
  ).toBeInTheDocument();
  expect(net.callsTo('POST admin/updatePost')).toHaveLength(0);
});

test('delete asks first', async () => {
  const { net } = renderCms('/admin/posts', {
    'GET getPost': { body: { data: posts } },
    'DELETE admin/deletePost': { body: { data: null, message: 'Post deleted successfully.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Draft post' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Post deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(net.callsTo('DELETE admin/deletePost')[0]!.search).toBe(`?id=${id(12)}`));
});

/** svc-content's paging: `per_page` posts from `page`, titles matching `search`, and the count in `meta`. */
function pagedPosts(all: PostView[]) {
  return (_request: Request, url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 12);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matches = all.filter((p) => p.title.toLowerCase().includes(search));
    return {
      body: {
        data: matches.slice((page - 1) * perPage, page * perPage),
        meta: { page, per_page: perPage, total: matches.length },
      },
    };
  };
}

const manyPosts: PostView[] = Array.from({ length: 45 }, (_, i) => ({
  ...posts[0]!,
  id: id(100 + i),
  title: `Post number ${i + 1}`,
  slug: `post-number-${i + 1}`,
}));

test('the pager reaches every post: page 3 asks svc-content for it and numbers its rows from 41', async () => {
  const { net } = renderCms('/admin/posts', { 'GET getPost': pagedPosts(manyPosts) });
  expect(await screen.findByRole('cell', { name: 'Post number 20' })).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Posts pages' });
  expect(pager).toHaveTextContent('1–20 of 45');
  await userEvent.setup().click(within(pager).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByRole('cell', { name: 'Post number 45' })).toBeInTheDocument();
  expect(rowOf('Post number 41')).toHaveTextContent(/^41/);
  expect(screen.queryByRole('cell', { name: 'Post number 1' })).toBeNull();
  expect(net.callsTo('GET getPost').at(-1)!.search).toBe('?page=3&per_page=20');
});

test('the search box asks svc-content for matching titles from page 1', async () => {
  const { net } = renderCms('/admin/posts', { 'GET getPost': pagedPosts(manyPosts) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Page 2' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'number 4{Enter}');
  // 'Post number 4' and 40 to 45, numbered again from 1.
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(8));
  expect(rowOf('Post number 4')).toHaveTextContent(/^1/);
  expect(screen.getByRole('cell', { name: 'Post number 45' })).toBeInTheDocument();
  expect(net.callsTo('GET getPost').at(-1)!.search).toBe('?page=1&per_page=20&search=number+4');
});

test('a post is saved as a draft or scheduled, and its revisions open from the list', async () => {
  const sent: Record<string, string>[] = [];
  const { net } = renderCms('/admin/posts', {
    'GET getPost': { body: { data: posts } },
    'POST admin/updatePost': async (request) => {
      sent.push(await formFields(request));
      return { body: { data: posts[0], message: 'Post updated successfully.' } };
    },
    'GET admin/revisions': {
      body: {
        data: [
          {
            id: id(902),
            kind: 'post',
            record_id: id(11),
            admin_id: id(99),
            at: '2026-11-02T10:00:00.000Z',
            snapshot: { title: 'Fuse boards explained' },
          },
          {
            id: id(901),
            kind: 'post',
            record_id: id(11),
            admin_id: id(98),
            at: '2026-11-01T10:00:00.000Z',
            // Saved while the post was still an inactive draft: restoring must not bring that back.
            snapshot: {
              title: 'Fuse boards',
              description: '<p>Old text</p>',
              publication: 'draft',
              publish_at: null,
              status: 0,
            },
          },
        ],
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Fuse boards explained' }));
  let dialog = screen.getByRole('dialog', { name: 'Update Post' });
  await user.selectOptions(within(dialog).getByLabelText('Publication'), 'Draft');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Post updated successfully.')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ publication: 'draft', publish_at: '2026-11-01T09:00:00.000Z' });

  await user.click(screen.getByRole('button', { name: 'Edit Fuse boards explained' }));
  dialog = screen.getByRole('dialog', { name: 'Update Post' });
  fireEvent.change(within(dialog).getByLabelText('Publish at (empty: at once)'), {
    target: { value: '2031-01-05T07:45' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({
    publication: 'published',
    publish_at: new Date('2031-01-05T07:45').toISOString(),
  });

  await user.click(screen.getByRole('button', { name: 'Revisions of Fuse boards explained' }));
  const revisions = within(screen.getByRole('dialog', { name: 'Revisions of Fuse boards explained' }));
  expect(await revisions.findByRole('cell', { name: 'Fuse boards' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/revisions')[0]!.search).toBe(`?kind=post&id=${id(11)}`);
});

test('restoring a revision of a live post fills its form and keeps it published until the editor saves', async () => {
  const sent: Record<string, string>[] = [];
  const live = posts[0]!;
  const { net } = renderCms('/admin/posts', {
    'GET getPost': { body: { data: posts } },
    'POST admin/updatePost': async (request) => {
      sent.push(await formFields(request));
      return { body: { data: live, message: 'Post updated successfully.' } };
    },
    'GET admin/revisions': {
      body: {
        data: [
          {
            id: id(902),
            kind: 'post',
            record_id: live.id,
            admin_id: id(99),
            at: '2026-11-02T10:00:00.000Z',
            snapshot: { title: live.title },
          },
          {
            id: id(901),
            kind: 'post',
            record_id: live.id,
            admin_id: id(98),
            at: '2026-11-01T10:00:00.000Z',
            // Saved while the post was still an inactive draft.
            snapshot: {
              title: 'Fuse boards',
              description: '<p>Old text</p>',
              publication: 'draft',
              publish_at: null,
              status: 0,
            },
          },
        ],
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Revisions of ${live.title}` }));
  const revisions = within(screen.getByRole('dialog', { name: `Revisions of ${live.title}` }));
  await user.click(await revisions.findByRole('button', { name: /Restore/ }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(confirm).toHaveTextContent('Nothing is saved until you save the form');
  expect(confirm).toHaveTextContent('published stays published');
  await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

  // Only the form has changed: nothing was sent, the list still shows the post as it is.
  const form = within(await screen.findByRole('dialog', { name: 'Update Post' }));
  expect(form.getByLabelText('Title')).toHaveValue('Fuse boards');
  expect(form.getByLabelText('Publication')).toHaveDisplayValue('Published');
  expect(net.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  expect(net.callsTo('POST admin/restoreRevision')).toHaveLength(0);

  await user.click(form.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ id: live.id, title: 'Fuse boards', publication: 'published', status: '1' });
});
