import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RichTextEditor } from './index';
import type { EditorImageSource } from './types';

/** A form around the editor, as the CMS screens have it, showing the HTML the editor hands out. */
function Host({ images, onSubmit = () => undefined }: { images?: EditorImageSource; onSubmit?: () => void }) {
  const [html, setHtml] = useState('<p>Old text</p>');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Title <input />
      </label>
      <RichTextEditor label="Description" value={html} onChange={setHtml} images={images} />
      <output data-testid="html">{html}</output>
    </form>
  );
}

const toolbar = () => screen.findByRole('toolbar', { name: 'Description formatting' });
const savedHtml = () => screen.getByTestId('html').textContent ?? '';

test('Tab from the field before the editor reaches the toolbar, and every control in it has a name', async () => {
  const user = userEvent.setup();
  render(<Host />);
  const bar = await toolbar();
  await user.click(screen.getByLabelText('Title'));
  await user.tab();
  expect(within(bar).getByRole('button', { name: 'Bold' })).toHaveFocus();
  await user.tab();
  expect(within(bar).getByRole('button', { name: 'Italic' })).toHaveFocus();

  for (const name of [
    'Bold',
    'Italic',
    'Underline',
    'Strikethrough',
    'Bulleted list',
    'Numbered list',
    'Align left',
    'Align centre',
    'Align right',
    'Justify',
    'Insert link',
    'Insert image',
    'Undo',
  ]) {
    expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(within(bar).getByRole('combobox', { name: 'Text style' })).toBeInTheDocument();
  // Buttons the state makes useless are disabled, so they are skipped by Tab, not silent when pressed.
  expect(within(bar).getByRole('button', { name: 'Remove link' })).toBeDisabled();
  expect(within(bar).getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('a toggle pressed from the keyboard says it is on', async () => {
  const user = userEvent.setup();
  render(<Host />);
  const bold = within(await toolbar()).getByRole('button', { name: 'Bold' });
  expect(bold).toHaveAttribute('aria-pressed', 'false');
  bold.focus();
  await user.keyboard('{Enter}');
  expect(bold).toHaveAttribute('aria-pressed', 'true');
});

test('the text style and alignment reach the saved HTML', async () => {
  const user = userEvent.setup();
  render(<Host />);
  const bar = await toolbar();
  await user.selectOptions(within(bar).getByRole('combobox', { name: 'Text style' }), 'Heading 2');
  expect(savedHtml()).toContain('<h2>Old text</h2>');
  await user.click(within(bar).getByRole('button', { name: 'Align centre' }));
  expect(savedHtml()).toContain('<h2 style="text-align:center;">Old text</h2>');
  expect(within(bar).getByRole('button', { name: 'Align centre' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(bar).getByRole('button', { name: 'Undo' }));
  expect(savedHtml()).toContain('<h2>Old text</h2>');
});

test('an image inserted by address keeps its alt text (quotes and all) in the saved HTML', async () => {
  const user = userEvent.setup();
  const submit = jest.fn();
  render(<Host onSubmit={submit} />);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Insert image' }));
  const panel = screen.getByRole('group', { name: 'Image' });
  expect(within(panel).getByLabelText('Image address')).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(within(panel).getByText('Choose an image, upload one or enter its address.')).toBeInTheDocument();
  expect(within(panel).getByText('Describe the image for people who cannot see it.')).toBeInTheDocument();
  await user.type(within(panel).getByLabelText('Image address'), 'javascript:alert(1)');
  await user.type(within(panel).getByLabelText('Alt text'), 'Our "van" at a job{Enter}');
  const otherSite =
    "Use an image of this site (an address starting with /): the site's pages block other sites' images.";
  expect(within(panel).getByText(otherSite)).toBeInTheDocument();
  await user.clear(within(panel).getByLabelText('Image address'));
  await user.type(within(panel).getByLabelText('Image address'), 'https://elsewhere.example/a.png{Enter}');
  expect(within(panel).getByText(otherSite)).toBeInTheDocument();
  expect(savedHtml()).not.toContain('<img');

  await user.clear(within(panel).getByLabelText('Image address'));
  await user.type(within(panel).getByLabelText('Image address'), '/media/content/van.png{Enter}');
  expect(savedHtml()).toContain('<img src="/media/content/van.png" alt="Our &quot;van&quot; at a job" />');
  expect(savedHtml()).toContain('<p>Old text</p>');
  // Enter in the panel inserted the image; it did not submit the form around the editor.
  expect(submit).not.toHaveBeenCalled();
  expect(screen.queryByRole('group', { name: 'Image' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Insert image' })).toHaveFocus();
});

test('an image chosen from the media library comes with its stored alt text, which can be changed', async () => {
  const user = userEvent.setup();
  const images: EditorImageSource = {
    list: () =>
      Promise.resolve([
        { url: '/media/content/a.png', alt: 'Fuse board', name: 'a.png' },
        { url: '/media/content/b.png', alt: 'Socket', name: 'b.png' },
      ]),
  };
  render(<Host images={images} />);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Insert image' }));
  const panel = screen.getByRole('group', { name: 'Image' });
  await user.click(await within(panel).findByRole('button', { name: /b\.png/ }));
  expect(within(panel).getByRole('button', { name: /b\.png/ })).toHaveAttribute('aria-pressed', 'true');
  expect(within(panel).getByLabelText('Alt text')).toHaveValue('Socket');
  await user.type(within(panel).getByLabelText('Alt text'), ' behind the sofa');
  await user.click(within(panel).getByRole('button', { name: 'Insert' }));
  expect(savedHtml()).toContain('<img src="/media/content/b.png" alt="Socket behind the sofa" />');
});

test('the library is searched by the host, so an image older than the newest few can still be chosen', async () => {
  const user = userEvent.setup();
  const list = jest.fn((search?: string) =>
    Promise.resolve(
      search === 'meter'
        ? [{ url: '/media/content/old.png', alt: 'Old meter', name: 'old.png' }]
        : search
          ? []
          : [{ url: '/media/content/new.png', alt: 'New panel', name: 'new.png' }],
    ),
  );
  render(<Host images={{ list }} />);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Insert image' }));
  const panel = screen.getByRole('group', { name: 'Image' });
  expect(await within(panel).findByRole('button', { name: /new\.png/ })).toBeInTheDocument();
  // Enter in the search box searches: it neither inserts nor submits the form around the editor.
  await user.type(within(panel).getByRole('searchbox', { name: 'Search the media library' }), 'meter{Enter}');
  await user.click(await within(panel).findByRole('button', { name: /old\.png/ }));
  expect(list).toHaveBeenLastCalledWith('meter');
  expect(within(panel).queryByRole('button', { name: /new\.png/ })).toBeNull();
  expect(savedHtml()).not.toContain('<img');
  await user.click(within(panel).getByRole('button', { name: 'Insert' }));
  expect(savedHtml()).toContain('<img src="/media/content/old.png" alt="Old meter" />');

  await user.click(within(await toolbar()).getByRole('button', { name: 'Insert image' }));
  const again = screen.getByRole('group', { name: 'Image' });
  await user.type(within(again).getByRole('searchbox', { name: 'Search the media library' }), 'kettle');
  expect(await within(again).findByText('No images match “kettle”.')).toBeInTheDocument();
});

test('an uploaded image is stored through the host with its alt text, and a refusal is shown', async () => {
  const user = userEvent.setup();
  const upload = jest
    .fn<ReturnType<NonNullable<EditorImageSource['upload']>>, [File, string]>()
    .mockRejectedValueOnce(new Error('The file must be an image.'))
    .mockResolvedValueOnce({ url: '/media/content/new.png', alt: 'New panel' });
  render(<Host images={{ upload }} />);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Insert image' }));
  const panel = screen.getByRole('group', { name: 'Image' });
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });
  await user.upload(within(panel).getByLabelText('Upload a new image'), file);
  await user.type(within(panel).getByLabelText('Alt text'), 'New panel');
  await user.click(within(panel).getByRole('button', { name: 'Insert' }));
  expect(await within(panel).findByText('The file must be an image.')).toBeInTheDocument();
  expect(savedHtml()).not.toContain('<img');

  await user.click(within(panel).getByRole('button', { name: 'Insert' }));
  await waitFor(() => expect(savedHtml()).toContain('<img src="/media/content/new.png" alt="New panel" />'));
  expect(upload).toHaveBeenLastCalledWith(file, 'New panel');
});

test('Escape closes the panel only, and focus goes back to its toolbar button', async () => {
  const user = userEvent.setup();
  const outer = jest.fn();
  document.addEventListener('keydown', outer);
  try {
    render(<Host />);
    await user.click(within(await toolbar()).getByRole('button', { name: 'Insert link' }));
    expect(screen.getByLabelText('Link address')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert link' })).toHaveFocus();
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  } finally {
    document.removeEventListener('keydown', outer);
  }
});

test('a link typed with nothing selected is inserted with its address as its text', async () => {
  const user = userEvent.setup();
  render(<Host />);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Insert link' }));
  await user.type(screen.getByLabelText('Link address'), 'ftp://x{Enter}');
  expect(
    screen.getByText('Enter a web address (https://...), a site path (/...), mailto: or tel:.'),
  ).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Link address'));
  await user.click(screen.getByLabelText('Open in a new tab'));
  await user.type(screen.getByLabelText('Link address'), 'https://example.com/a?b=1&c="2"{Enter}');
  expect(savedHtml()).toContain(
    '<a href="https://example.com/a?b=1&amp;c=&quot;2&quot;" target="_blank">https://example.com/a?b=1&amp;c="2"</a>',
  );
});

/**
 * Letters, digits, punctuation, bullets, arrows and maths signs: what every system's text fonts draw. Emoji
 * and pictographs (🔗, ⛓, 🖼) are empty boxes without an emoji font (most Linux desktops).
 */
const TEXT_FONT_SIGNS = /^[\p{L}\p{N}\p{P}\s\u2022\u2190-\u22ff]*$/u;

test('Every toolbar button shows something every system can draw: a text sign or a picture', async () => {
  render(<Host />);
  const buttons = within(await toolbar()).getAllByRole('button');
  expect(buttons.length).toBeGreaterThan(10);
  const undrawable = buttons
    .filter((button) => {
      const shown = (button.textContent ?? '').trim();
      return shown === '' ? button.querySelector('svg') === null : !TEXT_FONT_SIGNS.test(shown);
    })
    .map((button) => button.getAttribute('aria-label'));
  expect(undrawable).toEqual([]);
});
