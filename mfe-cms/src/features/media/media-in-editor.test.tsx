import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaView } from '@voltdesk/contracts';
import { formFields, renderCms } from '../../../test/render-cms';

// The real editor (no stub) and image fields offer the media library of this remote.
const file = `${'a'.repeat(64)}.png`;
const board: MediaView = {
  file,
  url: `/media/content/${file}`,
  type: 'image/png',
  size: 2048,
  width: 800,
  height: 600,
  alt: 'Fuse board',
  uploaded_at: '2026-11-24T16:27:00.000Z',
  used_by: [],
};
const uploadedFile = `${'b'.repeat(64)}.png`;

test("a CMS editor's Insert image offers the library's images and uploads into the library", async () => {
  const { net } = renderCms('/admin/sendnewletter', {
    'GET admin/media': { body: { data: [board], meta: { page: 1, per_page: 60, total: 1 } } },
    'POST admin/uploadMedia': {
      status: 201,
      body: {
        data: { ...board, file: uploadedFile, url: `/media/content/${uploadedFile}`, alt: 'New van' },
        message: 'Image uploaded.',
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Insert image' }));
  const panel = screen.getByRole('group', { name: 'Image' });
  await user.click(await within(panel).findByRole('button', { name: /Fuse board/ }));
  await user.click(within(panel).getByRole('button', { name: 'Insert' }));
  expect(new URLSearchParams(net.callsTo('GET admin/media')[0]!.search).get('per_page')).toBe('60');
  await waitFor(() =>
    expect(document.querySelector(`.vd-editor__content img[src="${board.url}"]`)).toHaveAttribute(
      'alt',
      'Fuse board',
    ),
  );

  await user.click(screen.getByRole('button', { name: 'Insert image' }));
  const again = screen.getByRole('group', { name: 'Image' });
  await user.upload(
    within(again).getByLabelText('Upload a new image'),
    new File([new Uint8Array([1])], 'van.png', { type: 'image/png' }),
  );
  await user.type(within(again).getByLabelText('Alt text'), 'New van');
  await user.click(within(again).getByRole('button', { name: 'Insert' }));
  await waitFor(() =>
    expect(
      document.querySelector(`.vd-editor__content img[src="/media/content/${uploadedFile}"]`),
    ).not.toBeNull(),
  );
  expect(net.callsTo('POST admin/uploadMedia').at(-1)!.body as string).toContain('New van');
});

test("a form's image field reuses a library image: the form sends that image's file", async () => {
  let sent: Record<string, string> = {};
  renderCms('/admin/banner', {
    'GET getCardSection': { body: { data: [] } },
    'GET admin/media': { body: { data: [board], meta: { page: 1, per_page: 60, total: 1 } } },
    [`GET /media/content/${file}`]: { body: 'png bytes', headers: { 'content-type': 'image/png' } },
    'POST admin/insertCardSection': async (request) => {
      sent = await formFields(request);
      return { status: 201, body: { data: null, message: 'Card created successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const add = screen.getByRole('dialog', { name: 'Add Card' });
  await user.type(within(add).getByLabelText('Title'), 'Lighting');
  await user.type(within(add).getByLabelText('Link or slug'), 'lighting');
  await user.click(within(add).getByRole('button', { name: 'Choose from library' }));
  await user.click(await within(add).findByRole('button', { name: 'Use Fuse board' }));
  await waitFor(() => expect(within(add).queryByRole('group', { name: 'Image: media library' })).toBeNull());
  await user.click(within(add).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Card created successfully.')).toBeInTheDocument();
  expect(sent).toEqual({ title: 'Lighting', link: '/lighting', image: `file:${file}` });
});

test("the editor's library search is svc-content's: the text goes to admin/media as its search", async () => {
  const { net } = renderCms('/admin/sendnewletter', {
    'GET admin/media': (_req, url) => ({
      body: {
        data: url.searchParams.get('search') === 'fuse' ? [board] : [],
        meta: { page: 1, per_page: 60, total: url.searchParams.get('search') === 'fuse' ? 1 : 0 },
      },
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Insert image' }));
  const panel = screen.getByRole('group', { name: 'Image' });
  expect(await within(panel).findByText('No images uploaded yet.')).toBeInTheDocument();
  await user.type(within(panel).getByRole('searchbox', { name: 'Search the media library' }), 'fuse');
  expect(await within(panel).findByRole('button', { name: /Fuse board/ })).toBeInTheDocument();
  const last = new URLSearchParams(net.callsTo('GET admin/media').at(-1)!.search);
  expect([last.get('search'), last.get('per_page')]).toEqual(['fuse', '60']);
});
