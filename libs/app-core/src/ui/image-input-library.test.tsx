import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FetchMock } from '../testing';
import { ImageInput } from './image-input';
import { ImageLibraryProvider, type ImageLibrary } from './image-library';

const file = `${'c'.repeat(64)}.png`;
const library: ImageLibrary = {
  list: () => Promise.resolve([{ url: `/media/content/${file}`, alt: 'Fuse board', name: 'Fuse board' }]),
};

let net: FetchMock;
afterEach(() => net?.restore());

/** The field inside a media library's provider, its library opened; gives the user that opened it. */
async function openLibrary(onChange: (file: File | null) => void) {
  const user = userEvent.setup();
  render(
    <ImageLibraryProvider library={library}>
      <ImageInput label="Image" name="image" onChange={onChange} />
    </ImageLibraryProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Choose from library' }));
  return user;
}

test('without a library the field is a file picker only', () => {
  render(<ImageInput label="Image" name="image" onChange={() => undefined} />);
  expect(screen.queryByRole('button', { name: 'Choose from library' })).toBeNull();
});

test('an image chosen from the library is handed over as a file, as if picked from the disk', async () => {
  net = mockFetch({
    [`GET /media/content/${file}`]: { body: 'png bytes', headers: { 'content-type': 'image/png' } },
  });
  const onChange = jest.fn<void, [File | null]>();
  const user = await openLibrary(onChange);
  const panel = screen.getByRole('group', { name: 'Image: media library' });
  await user.click(await within(panel).findByRole('button', { name: 'Use Fuse board' }));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const picked = onChange.mock.calls[0]![0]!;
  expect(picked.name).toBe(file);
  expect(picked.type).toBe('image/png');
  expect(screen.queryByRole('group', { name: 'Image: media library' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Choose from library' })).toHaveFocus();
});

test('a library image that cannot be loaded says so and picks nothing; Escape closes the library', async () => {
  net = mockFetch({ [`GET /media/content/${file}`]: { status: 404, body: { message: 'Not found.' } } });
  const onChange = jest.fn();
  const user = await openLibrary(onChange);
  await user.click(await screen.findByRole('button', { name: 'Use Fuse board' }));
  expect(
    await screen.findByText('That image could not be loaded. Try again or pick a file.'),
  ).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Image: media library' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Choose from library' })).toHaveFocus();
});

test('the library is searched by the host: a match can be chosen, and nothing found says so', async () => {
  const list = jest.fn((search?: string) =>
    Promise.resolve(
      search === 'fuse' ? [{ url: `/media/content/${file}`, alt: 'Fuse board', name: 'Fuse board' }] : [],
    ),
  );
  net = mockFetch({
    [`GET /media/content/${file}`]: { body: 'png bytes', headers: { 'content-type': 'image/png' } },
  });
  const onChange = jest.fn<void, [File | null]>();
  const user = userEvent.setup();
  render(
    <ImageLibraryProvider library={{ list }}>
      <ImageInput label="Image" name="image" onChange={onChange} />
    </ImageLibraryProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Choose from library' }));
  const panel = screen.getByRole('group', { name: 'Image: media library' });
  expect(await within(panel).findByText('No images uploaded yet.')).toBeInTheDocument();
  const search = within(panel).getByRole('searchbox', { name: 'Search the media library' });
  await user.type(search, 'kettle');
  expect(await within(panel).findByText('No images match “kettle”.')).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'fuse');
  await user.click(await within(panel).findByRole('button', { name: 'Use Fuse board' }));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  expect(list).toHaveBeenLastCalledWith('fuse');
});
