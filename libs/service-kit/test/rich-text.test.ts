import { sanitizeRichText } from '../src/rich-text/sanitize';

// One allowlist for the text svc-content saves and the newsletter mails svc-notify makes from it.
const editorHtml =
  '<h2 style="text-align:center">Winter</h2><p style="color:#c00;position:fixed">Book a ' +
  '<a href="/services" target="_blank" onclick="steal()">check</a>.</p>' +
  '<img src="/media/content/board.png" alt="Board"><script>alert(1)</script><table><tr><td>x</td></tr></table>';

it('keeps what the editor writes and drops what could run script, on the site', () => {
  expect(sanitizeRichText(editorHtml)).toBe(
    '<h2 style="text-align:center">Winter</h2><p style="color:#c00">Book a ' +
      '<a href="/services" target="_blank" rel="noopener noreferrer">check</a>.</p>' +
      '<img src="/media/content/board.png" alt="Board" />x',
  );
});

it('keeps the same in a mail, with site paths made absolute and every link opener-safe', () => {
  const origin = 'https://spark.test';
  expect(sanitizeRichText(editorHtml, { origin })).toBe(
    '<h2 style="text-align:center">Winter</h2><p style="color:#c00">Book a ' +
      `<a href="${origin}/services" target="_blank" rel="noopener noreferrer">check</a>.</p>` +
      `<img src="${origin}/media/content/board.png" alt="Board" />x`,
  );
  expect(sanitizeRichText('<a href="mailto:a@spark.test">mail</a>', { origin })).toBe(
    '<a href="mailto:a@spark.test" rel="noopener noreferrer">mail</a>',
  );
  expect(sanitizeRichText('<img src="javascript:alert(1)" alt="A">', { origin })).toBe('<img alt="A" />');
});
