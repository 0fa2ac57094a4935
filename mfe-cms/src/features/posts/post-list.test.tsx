import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFields, invalid, renderCms } from '../../../test/render-cms';
import { id, posts } from '../../../test/fixtures';

jest.mock('@voltdesk/app-core/editor', () => jest.requireActual('../../../test/editor-stub'));

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists every post (admin token, largest page) with image, title and status', async () => {
  const { net } = renderCms('/admin/posts', { 'GET getPost': { body: { data: posts } } });
  expect(await screen.findByRole('cell', { name: 'Draft post' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Image',
    'Title',
    'Status',
    'Action',
  ]);
  expect(within(rowOf('Fuse boards explained')).getByRole('img')).toHaveAttribute(
    'src',
    '/media/content/post-1.png',
  );
  expect(within(rowOf('Draft post')).getByText('Inactive')).toBeInTheDocument();
  expect(net.callsTo('GET getPost')[0]!.search).toBe('?page=1&per_page=200');
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
  expect(sent).toEqual({ id: id(12), title: 'Draft post', description: '<p>Not yet.</p>', status: '1' });
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
