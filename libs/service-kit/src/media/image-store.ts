import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Middleware } from 'koa';
import { IMAGE_VARIANT_FORMATS, imageVariantWidths, type ImageVariantFormat } from '@voltdesk/contracts';
import { ValidationError } from '../errors/http-errors';
import { writeVariant } from './image-variants';

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif' | 'ico';
export const PHOTO_KINDS: readonly ImageKind[] = ['jpg', 'png', 'webp', 'gif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * 40 megapixels (8000 x 5000): beyond any photo or logo the site shows. A small compressed file can
 * declare 40000 x 40000 and decode to gigabytes in every browser that shows it, so the dimensions are read
 * from the header and checked before the file is stored (the server itself never decodes images).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The kinds that get AVIF and WebP copies: GIF may be animated, and icons are shown as they are. */
const VARIANT_SOURCES: readonly ImageKind[] = ['jpg', 'png', 'webp'];

const MIME: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
};
const VARIANT_MIME: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** An uploaded file as koa-body (formidable) hands it over. */
export interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
  mimetype?: string | null;
}

/**
 * Stores uploaded images content-addressed (`<sha256>.<ext>`) under `MEDIA_DIR/<service>/`, served at
 * `/media/<service>/...` with immutable caching. The type is decided by the file's bytes (file-type), never
 * by its name or the browser's header, so an SVG or a renamed executable is refused; the size in pixels by
 * the header, so a decompression bomb is refused. A new image gets a new
 * URL, so replacing an image never breaks a page someone is viewing.
 *
 * Beside each JPEG, PNG and WebP it serves AVIF and WebP copies at the widths `imageVariantWidths` gives
 * (`<sha256>-<width>.<avif|webp>`), stored next to the image: made with sharp in the background when an
 * image is stored, and otherwise the first time one is asked for, so images stored before copies existed
 * get them too. The stored image itself stays as uploaded (mails embed it, and old pages link it).
 */
export class ImageStore {
  readonly urlPrefix: string;
  private readonly dir: string;
  /** Copies being made, by file name: two requests for the same copy wait for one encoding. */
  private readonly making = new Map<string, Promise<void>>();
  /** The background preparation of new images' copies, one image after another. */
  private preparing: Promise<void> = Promise.resolve();

  constructor(mediaDir: string, service: string) {
    this.dir = path.resolve(mediaDir, service);
    this.urlPrefix = `/media/${service}/`;
  }

  /**
   * @throws ValidationError under `field` for a file that is not an allowed image, is too large in bytes, or
   *   declares more than `maxPixels` (default MAX_IMAGE_PIXELS).
   * @returns the public URL of the stored image.
   */
  async save(
    file: UploadedFile,
    field: string,
    options: {
      kinds?: readonly ImageKind[];
      maxBytes?: number;
      maxPixels?: number;
      errorsKey?: 'data' | 'errors';
    } = {},
  ): Promise<string> {
    const kinds = options.kinds ?? PHOTO_KINDS;
    const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
    const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
    const label = field.replace(/_/g, ' ');
    const fail = (message: string) => new ValidationError({ [field]: [message] }, options.errorsKey);
    if (file.size > maxBytes)
      throw fail(`The ${label} may not be greater than ${maxBytes / 1024} kilobytes.`);
    const bytes = await readFile(file.filepath);
    const kind = await detectImageKind(bytes);
    if (!kind || !kinds.includes(kind)) {
      throw fail(`The ${label} must be a file of type: ${kinds.join(', ')}.`);
    }
    const pixels = pixelCount(bytes);
    if (pixels === undefined) throw fail(`The ${label} is not a readable image.`);
    if (pixels > maxPixels) {
      throw fail(`The ${label} may not have more than ${maxPixels / 1_000_000} megapixels.`);
    }
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
    const target = path.join(this.dir, name);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await mkdir(this.dir, { recursive: true });
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
      if (VARIANT_SOURCES.includes(kind)) this.prepareVariants(name);
    }
    return this.urlPrefix + name;
  }

  /** The stored images (`<sha256>.<ext>`) with their bytes and when they were stored, in no set order. */
  async list(): Promise<StoredFile[]> {
    const entries = await readdir(this.dir).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [] as string[];
      throw e;
    });
    const files = await Promise.all(
      entries
        .filter((name) => STORED_NAME.test(name))
        .map(async (name) => {
          // A file deleted between the listing and its stat is simply not listed.
          const info = await stat(path.join(this.dir, name)).catch(() => undefined);
          return info
            ? { name, url: this.urlPrefix + name, bytes: info.size, storedAt: info.mtime }
            : undefined;
        }),
    );
    return files.filter((f): f is StoredFile => f !== undefined);
  }

  /**
   * A stored image's bytes, type, when it was stored and its pixels (read from the first 512 KB, which
   * holds the header of any image this store accepts; null when they cannot be read there). Undefined
   * when no such image is stored.
   */
  async describe(name: string): Promise<StoredImage | undefined> {
    const match = STORED_NAME.exec(name);
    if (!match) return undefined;
    const file = path.join(this.dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const handle = await open(file, 'r');
    let head: Buffer;
    try {
      const buffer = Buffer.alloc(Math.min(info.size, 512 * 1024));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
    const size = dimensions(head);
    return {
      name,
      url: this.urlPrefix + name,
      bytes: info.size,
      storedAt: info.mtime,
      type: MIME[match[1] as ImageKind],
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  }

  /** Deletes a stored image and its copies; false when there was none of that name. */
  async remove(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    const removed = await unlink(path.join(this.dir, name)).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return false;
        throw e;
      },
    );
    const hash = name.slice(0, 64);
    // A copy still being written (the new upload's background copies, or a visitor's first request)
    // would land after the listing below and stay on disk for good: let it finish first.
    await Promise.all(
      [...this.making]
        .filter(([copy]) => copy.startsWith(`${hash}-`))
        .map(([, written]) => written.catch(() => undefined)),
    );
    const copies = (await readdir(this.dir).catch(() => [] as string[])).filter(
      (f) => VARIANT_NAME.exec(f)?.[1] === hash,
    );
    await Promise.all(copies.map((f) => unlink(path.join(this.dir, f)).catch(() => undefined)));
    return removed;
  }

  /**
   * The widths of the AVIF and WebP copies a stored image has (made on first request): none for GIF and
   * icons, none when its size cannot be read.
   */
  variantWidths(image: Pick<StoredImage, 'name' | 'width'>): number[] {
    const kind = STORED_NAME.exec(image.name)?.[1] as ImageKind | undefined;
    if (!kind || !VARIANT_SOURCES.includes(kind) || !image.width) return [];
    return imageVariantWidths(image.width);
  }

  /**
   * Makes a new image's copies in the background, one after another, so the first visitors get them from
   * disk rather than waiting for an encoding. A failure is left to the first request, which tries again.
   */
  private prepareVariants(name: string): void {
    const hash = name.slice(0, 64);
    this.preparing = this.preparing.then(async () => {
      const image = await this.describe(name).catch(() => undefined);
      for (const width of image ? this.variantWidths(image) : []) {
        for (const format of IMAGE_VARIANT_FORMATS) {
          await this.variantFile(`${hash}-${width}.${format}`).catch(() => undefined);
        }
      }
    });
  }

  /**
   * The file of a copy (`<sha256>-<width>.<format>`), made from the stored image when it is not there
   * yet; undefined when no such image is stored or it has no copy of that width.
   */
  private async variantFile(name: string): Promise<string | undefined> {
    const match = VARIANT_NAME.exec(name);
    if (!match) return undefined;
    const [, hash, width, format] = match;
    const isFile = (file: string) =>
      stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    // A copy is served only while its image is stored: one written while the image was being deleted
    // is never shown.
    const found = await Promise.all(
      VARIANT_SOURCES.map(async (kind) =>
        (await isFile(path.join(this.dir, `${hash}.${kind}`))) ? kind : '',
      ),
    );
    const kind = found.find(Boolean);
    if (!kind) return undefined;
    const target = path.join(this.dir, name);
    if (await isFile(target)) return target;
    const source = await this.describe(`${hash}.${kind}`);
    if (!source || !this.variantWidths(source).includes(Number(width))) return undefined;
    let making = this.making.get(name);
    if (!making) {
      making = writeVariant(
        path.join(this.dir, source.name),
        target,
        Number(width),
        format as ImageVariantFormat,
        MAX_IMAGE_PIXELS,
      ).finally(() => this.making.delete(name));
      this.making.set(name, making);
    }
    await making;
    return target;
  }

  /** Serves stored images: immutable, nosniff, and only names this store could have written. */
  middleware(): Middleware {
    return async (ctx, next) => {
      if (!ctx.path.startsWith(this.urlPrefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
        return next();
      const name = ctx.path.slice(this.urlPrefix.length);
      const match = STORED_NAME.exec(name);
      const variant = VARIANT_NAME.exec(name);
      const file = match ? path.join(this.dir, name) : await this.variantFile(name);
      const info = file ? await stat(file).catch(() => undefined) : undefined;
      if (!file || !info) {
        ctx.status = 404;
        ctx.body = { message: 'Not found.' };
        return;
      }
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "default-src 'none'");
      // Public images: mail clients show the logo and newsletter pictures from here, and a same-site
      // policy makes them refuse it (ERR_BLOCKED_BY_RESPONSE). The CSP above keeps a stored file inert.
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      ctx.type = match ? MIME[match[1] as ImageKind] : VARIANT_MIME[variant![3] as ImageVariantFormat];
      ctx.length = info.size;
      ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
    };
  }
}

/** A stored image file. */
export interface StoredFile {
  name: string;
  url: string;
  bytes: number;
  storedAt: Date;
}

/** A stored image with its type and pixels (null when its header cannot be read). */
export interface StoredImage extends StoredFile {
  type: string;
  width: number | null;
  height: number | null;
}

/** The names this store writes, and the only ones it serves, lists or deletes. */
const STORED_NAME = /^[a-f0-9]{64}\.(jpg|png|webp|gif|ico)$/;
/** The names of the copies it makes and serves (never listed: they belong to their image). */
const VARIANT_NAME = /^([a-f0-9]{64})-([1-9][0-9]{0,4})\.(avif|webp)$/;

/** Width and height from an image header (the largest image of an ICO); undefined when unreadable. */
function dimensions(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const size = imageSize(bytes);
    const sizes = size.images?.length ? size.images : [size];
    const largest = sizes.reduce((a, b) =>
      (a.width ?? 0) * (a.height ?? 0) >= (b.width ?? 0) * (b.height ?? 0) ? a : b,
    );
    if (!largest.width || !largest.height) return undefined;
    // EXIF orientations 5 to 8 turn the picture a quarter: browsers (and the copies) show it turned.
    const turned = (size.orientation ?? 1) >= 5;
    return turned
      ? { width: largest.height, height: largest.width }
      : { width: largest.width, height: largest.height };
  } catch {
    return undefined;
  }
}

/**
 * Width x height from the image header (the largest image of an ICO), without decoding any pixel data;
 * undefined when the header cannot be read.
 */
function pixelCount(bytes: Buffer): number | undefined {
  try {
    const size = imageSize(bytes);
    const sizes = size.images?.length ? size.images : [size];
    return Math.max(...sizes.map((s) => (s.width ?? 0) * (s.height ?? 0)));
  } catch {
    return undefined;
  }
}

async function detectImageKind(bytes: Buffer): Promise<ImageKind | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  switch (type?.mime) {
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    case 'image/gif':
      return 'gif';
    case 'image/x-icon':
    case 'image/vnd.microsoft.icon':
      return 'ico';
    default:
      return undefined;
  }
}
