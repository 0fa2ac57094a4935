import { render, screen } from '@testing-library/react';
import { RichTextEditor } from './index';
import { editorStateToHtml, htmlToEditorState } from './rich-text-editor-impl';

test('HTML in and HTML out keep the text and its marks', () => {
  const html = editorStateToHtml(
    htmlToEditorState('<p>Hello <strong>world</strong></p><ul><li>one</li></ul>'),
  );
  expect(html).toContain('<strong>world</strong>');
  expect(html).toContain('<li>one</li>');
});

test('an editor holding no text gives an empty string, so a required rule can say so', () => {
  expect(editorStateToHtml(htmlToEditorState(''))).toBe('');
  expect(editorStateToHtml(htmlToEditorState('<p></p>'))).toBe('');
});

test('the editor loads lazily with its label and shows the HTML it was given', async () => {
  render(<RichTextEditor label="Description" value="<p>Initial text</p>" onChange={() => undefined} />);
  expect(screen.getByText('Description')).toBeInTheDocument();
  expect(await screen.findByText('Initial text')).toBeInTheDocument();
});

test('a stored text with an image and a link comes back the same when saved again', () => {
  const stored =
    '<p>Before</p>\n<img src="/media/content/a.png" alt="Our &quot;van&quot;" />\n' +
    '<p><a href="https://example.com/?a=1&amp;b=2" target="_blank">site</a></p>';
  const again = editorStateToHtml(htmlToEditorState(stored));
  expect(again).toContain('<img src="/media/content/a.png" alt="Our &quot;van&quot;" />');
  expect(again).toContain('<a href="https://example.com/?a=1&amp;b=2" target="_blank">site</a>');
  expect(again).toContain('<p>Before</p>');
});

test('an editor holding only an image is not empty', () => {
  expect(editorStateToHtml(htmlToEditorState('<img src="/media/content/a.png" alt="A" />'))).toContain(
    '<img src="/media/content/a.png" alt="A" />',
  );
});
