import type { ImageInfo, ImagesInfo } from '@voltdesk/contracts';
import type { ImageStore } from '@voltdesk/service-kit';

/** Entries kept; a site shows far fewer images, so this only bounds memory against odd content. */
const MAX_KNOWN = 5000;

/**
 * The `images` of a public view: for each uploaded image a record names, its size and the widths of its
 * AVIF and WebP copies, so the site can reserve its box and offer a `srcset` before it loads. Stored images
 * never change (their name is their content's hash), so what is read once is kept.
 */
export class ImageInfoReader {
  private readonly known = new Map<string, ImageInfo | null>();

  constructor(private readonly store: ImageStore) {}

  /** The info of every stored image URL among `value`'s strings (nested objects and arrays included). */
  async of(value: unknown): Promise<ImagesInfo> {
    const urls = new Set<string>();
    collect(value, this.store.urlPrefix, urls);
    const entries = await Promise.all([...urls].map(async (url) => [url, await this.info(url)] as const));
    return Object.fromEntries(entries.filter((e): e is [string, ImageInfo] => e[1] !== null));
  }

  /** `view` with its `images`. */
  async with<T extends object>(view: T): Promise<T & { images: ImagesInfo }> {
    return { ...view, images: await this.of(view) };
  }

  private async info(url: string): Promise<ImageInfo | null> {
    const hit = this.known.get(url);
    if (hit !== undefined) return hit;
    const image = await this.store.describe(url.slice(this.store.urlPrefix.length));
    const info =
      image?.width && image.height
        ? { width: image.width, height: image.height, widths: this.store.variantWidths(image) }
        : null;
    // A missing file may still come (another replica's upload): only what was read is kept.
    if (image) {
      if (this.known.size >= MAX_KNOWN) this.known.clear();
      this.known.set(url, info);
    }
    return info;
  }
}

function collect(value: unknown, prefix: string, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith(prefix)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, prefix, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collect(item, prefix, into);
  }
}
