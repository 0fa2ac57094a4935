import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaView } from '@voltdesk/contracts';
import { renderCms } from '../../../test/render-cms';

const image = (n: number, over: Partial<MediaView> = {}): MediaView => {
  const file = `${String(n).repeat(64).slice(0, 64)}.png`;
  return {
    file,
    url: `/media/content/${file}`,
    type: 'image/png',
    size: 2048 * n,
    width: 800,
    height: 600,
    alt: '',
    uploaded_at: '2026-11-24T16:27:00.000Z',
    used_by: [],
    ...over,
  };
};
const board = image(1, {
  alt: 'Fuse board',
  used_by: [
    { kind: 'post', id: 'p1', title: 'Rewiring' },
    { kind: 'revision', id: 'p1', title: 'post "Rewiring"' },
  ],
});
const spare = image(2);
const page = (data: MediaView[], total = data.length) => ({
  body: { data, meta: { page: 1, per_page: 20, total } },
});

test('Media library: each image with its size, pixels, alt text and users, a server page at a time', async () => {
  const { net } = renderCms('/admin/media', {
    'GET admin/media': (_req, url) =>
      url.searchParams.get('search') === 'fuse' ? page([board]) : page([board, spare], 41),
  });
  const user = userEvent.setup();
  await screen.findByRole('img', { name: 'Fuse board' });
  const table = screen.getByRole('table', { name: 'Images' });
  const rowOf = (name: string) => within(table).getByRole('img', { name }).closest('tr')!;
  const used = rowOf('Fuse board');
  expect(used).toHaveTextContent('image/png · 2.0 KB · 800 × 600 px');
  expect(used).toHaveTextContent('Post: Rewiring');
  expect(used).toHaveTextContent('Revision of post "Rewiring"');
  const unused = within(table).getByText('No alt text').closest('tr')!;
  expect(unused).toHaveTextContent('Not used');
  expect(unused).toHaveTextContent('4.0 KB');
  expect(document.title).toBe('Media library');
  expect(net.callsTo('GET admin/media')[0]!.search).toBe('?page=1&per_page=20');
  // 41 images: the pager offers the next server page.
  await user.click(screen.getByRole('button', { name: /next/i }));
  await waitFor(() => expect(new URLSearchParams(net.calls.at(-1)!.search).get('page')).toBe('2'));

  await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'fuse{Enter}');
  await waitFor(() =>
    expect(new URLSearchParams(net.callsTo('GET admin/media').at(-1)!.search).get('search')).toBe('fuse'),
  );
});

test('alt text is edited in a dialog and saved for that file', async () => {
  const { net } = renderCms('/admin/media', {
    'GET admin/media': page([board, spare]),
    'POST admin/updateMedia': {
      body: { data: { ...spare, alt: 'Spare socket' }, message: 'Alt text saved.' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${spare.file}` }));
  const dialog = screen.getByRole('dialog', { name: 'Alt text' });
  await user.type(within(dialog).getByLabelText('Alt text'), 'Spare socket');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Alt text saved.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/updateMedia')[0]!.body).toEqual({ file: spare.file, alt: 'Spare socket' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alt text' })).toBeNull());
});

test('deleting asks first; an image still in use is refused with the server saying where', async () => {
  const { net } = renderCms('/admin/media', {
    'GET admin/media': page([board, spare]),
    'DELETE admin/deleteMedia': (_req, url) =>
      url.searchParams.get('file') === board.file
        ? {
            status: 409,
            body: { message: 'This image is still used by post "Rewiring". Remove it there first.' },
          }
        : { body: { data: null, message: 'Image deleted.' } },
  });
  const user = userEvent.setup();
  const confirm = () =>
    user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
    );

  await user.click(await screen.findByRole('button', { name: 'Delete Fuse board' }));
  await confirm();
  expect(
    await screen.findByText('This image is still used by post "Rewiring". Remove it there first.'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: `Delete ${spare.file}` }));
  await confirm();
  expect(await screen.findByText('Image deleted.')).toBeInTheDocument();
  expect(net.callsTo('DELETE admin/deleteMedia').map((c) => c.search)).toEqual([
    `?file=${board.file}`,
    `?file=${spare.file}`,
  ]);
});

test('an upload sends the file with its alt text, and shows the server refusal under the field', async () => {
  let answer: { status?: number; body: unknown } = {
    status: 422,
    body: {
      message: 'The given data was invalid.',
      data: { image: ['The image must be a file of type: jpg, png, webp, gif.'] },
    },
  };
  const { net } = renderCms('/admin/media', {
    'GET admin/media': page([]),
    'POST admin/uploadMedia': () => answer,
  });
  const user = userEvent.setup();
  expect(await screen.findByText('No image has been uploaded yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByText('Choose an image to upload.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/uploadMedia')).toHaveLength(0);

  const file = new File([new Uint8Array([1, 2, 3])], 'van.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Image'), file);
  await user.type(screen.getByLabelText('Alt text'), 'Our van');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(
    await screen.findByText('The image must be a file of type: jpg, png, webp, gif.'),
  ).toBeInTheDocument();

  answer = { status: 201, body: { data: image(3, { alt: 'Our van' }), message: 'Image uploaded.' } };
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
  const sent = net.callsTo('POST admin/uploadMedia').at(-1)!.body as string;
  expect(sent).toContain('name="alt"');
  expect(sent).toContain('Our van');
  expect(sent).toContain('filename="van.png"');
  expect(screen.getByLabelText('Alt text')).toHaveValue('');
});
