// Reads a PDF the way a mail client's viewer would (Mozilla's PDF.js) and prints {pages, text, info} as
// JSON. Run as its own Node process by pdf-text.ts: PDF.js ships as ES modules only, which jest's
// CommonJS runtime does not load.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, verbosity: 0, useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n'), info }));
