import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface PdfReading {
  pages: number;
  /** The text of every page, the pieces of a page joined by spaces, pages by newlines. */
  text: string;
  info: Record<string, unknown>;
}

/** Parses a PDF with PDF.js (pdfjs-dist) in a child Node process; throws when it is not a readable PDF. */
export async function readPdf(bytes: Buffer): Promise<PdfReading> {
  const dir = await mkdtemp(path.join(tmpdir(), 'notify-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(__dirname, 'pdf-text.mjs'), file],
      {
        cwd: __dirname,
        timeout: 30_000,
      },
    );
    return JSON.parse(stdout) as PdfReading;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
