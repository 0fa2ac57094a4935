import { sanitizeRichText } from '@voltdesk/service-kit/rich-text';

// The HTML app-core's editor writes for images and links (its entityHtml), which saving must keep as is.
describe('rich text from the editor', () => {
  it('keeps an inserted image with its address and alt text, quotes included', () => {
    const html =
      '<p>Before</p>\n<img src="/media/content/van.png" alt="Our &quot;van&quot; at a job" />\n<p></p>';
    expect(sanitizeRichText(html)).toContain(
      '<img src="/media/content/van.png" alt="Our &quot;van&quot; at a job" />',
    );
  });

  it('keeps an image on another https site and drops one whose address could run script', () => {
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="A" />')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" />',
    );
    expect(sanitizeRichText('<img src="javascript:alert(1)" alt="A" />')).toBe('<img alt="A" />');
    expect(sanitizeRichText('<img src="//evil.example/a.png" alt="A" />')).toBe('<img alt="A" />');
  });

  it('keeps a link with its escaped address and target', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2" target="_self">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_self">x</a>',
    );
  });
});
