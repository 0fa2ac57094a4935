import { rename, writeFile } from 'node:fs/promises';
import type { ImageVariantFormat } from '@voltdesk/contracts';

/**
 * Encoder settings: AVIF at sharp's default quality with a low effort (encoding speed matters more on a
 * small server than the last few per cent of bytes), WebP at a quality photos hold up at.
 */
const ENCODE = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 78, effort: 4 },
} as const;

/** sharp's function, however the importing project's module settings type the module. */
type SharpModule = typeof import('sharp');
type Sharp = SharpModule extends { default: infer F } ? F : SharpModule;
let loaded: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use (a service that never serves a copy never loads libvips), working one
 * image at a time and caching nothing: copies are written once and then served from disk, so its
 * caches would only hold memory.
 */
function sharpModule(): Promise<Sharp> {
  loaded ??= import('sharp').then((m: unknown) => {
    // The CommonJS module, whether or not the loader wrapped it as a default export.
    const sharp = (m as { default?: Sharp }).default ?? (m as Sharp);
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/**
 * Writes `target`: `source` (an uploaded image) resized to `width` pixels wide (height in proportion,
 * never enlarged, EXIF orientation applied) and encoded as `format`. Written under a temporary name and
 * renamed, so a reader never sees half a file.
 * @throws when the source cannot be decoded or declares more than `maxPixels`.
 */
export async function writeVariant(
  source: string,
  target: string,
  width: number,
  format: ImageVariantFormat,
  maxPixels: number,
): Promise<void> {
  const sharp = await sharpModule();
  const pipeline = sharp(source, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const bytes = await (
    format === 'avif' ? pipeline.avif(ENCODE.avif) : pipeline.webp(ENCODE.webp)
  ).toBuffer();
  const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, target);
}
