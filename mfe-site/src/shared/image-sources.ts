import {
  imageVariantUrl,
  type ImageInfo,
  type ImagesInfo,
  type ImageVariantFormat,
} from '@voltdesk/contracts';

/** The `images` map public reads carry beside an image URL (absent on older answers and admin reads). */
export type ImagesOf = ImagesInfo | undefined;

/** The responsive sources of an uploaded image: one `srcset` per format, widest copy last. */
export interface ImageSources {
  avif: string;
  webp: string;
}

/**
 * The AVIF and WebP `srcset`s of an uploaded image, from the size and copy widths the public API gave for
 * it; undefined when it has no copies (GIF, icons, an image the API did not describe).
 */
export function imageSources(src: string, info: ImageInfo | undefined): ImageSources | undefined {
  if (!info?.widths.length) return undefined;
  const set = (format: ImageVariantFormat) =>
    info.widths.map((w) => `${imageVariantUrl(src, w, format)} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

/**
 * `<link rel="preload">` attributes for the image that makes the first screen (the hero), so the browser
 * fetches the right copy while it is still reading the head: the AVIF set (browsers without AVIF skip a
 * preload of a type they cannot show and find the WebP in the page). For a server-rendered head; the
 * attribute names are the HTML ones. Without copies, a plain preload of `src`.
 */
export function heroPreloadLink(
  src: string,
  info: ImageInfo | undefined,
  sizes: string,
): Record<string, string> {
  const sources = imageSources(src, info);
  if (!sources) return { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' };
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imagesrcset: sources.avif,
    imagesizes: sizes,
    fetchpriority: 'high',
  };
}

/*
 * `sizes` of the site's image slots, from the layout in site.css (1200 px container; the grids' columns
 * and where they collapse to one). Rounded up: a copy a little too wide costs less than a blurry one.
 */
/** Full-width hero images (landing and inner pages). */
export const HERO_SIZES = '100vw';
/** The lead image of a banner page: the whole container. */
export const CONTAINER_SIZES = '(min-width: 1200px) 1200px, 100vw';
/** A post's image in the narrow article column. */
export const ARTICLE_SIZES = '(min-width: 860px) 820px, 100vw';
/** Half of the container: the split banners and the charges pictures. */
export const HALF_SIZES = '(min-width: 1200px) 600px, (min-width: 761px) 50vw, 100vw';
/** A third: post and service cards, a service page's side picture. */
export const THIRD_SIZES = '(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw';
/** A quarter: the landing's cards. */
export const QUARTER_SIZES = '(min-width: 1200px) 300px, (min-width: 560px) 50vw, 100vw';
