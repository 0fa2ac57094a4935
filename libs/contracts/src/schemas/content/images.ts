import type { FromSchema } from 'json-schema-to-ts';

/**
 * Responsive copies of an uploaded image. svc-content serves, beside `/media/content/<sha256>.<ext>`,
 * AVIF and WebP copies `/media/content/<sha256>-<width>.<avif|webp>` at these widths, only those narrower
 * than the image, plus the image's own width when it is at most the widest step (never enlarged).
 * The server (which writes and serves them) and the site (which lists them in `srcset`) both name them
 * with the functions below.
 */
export const IMAGE_VARIANT_STEPS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The widths of the copies of an image `width` pixels wide, narrowest first. */
export function imageVariantWidths(width: number): number[] {
  const widest = Math.max(...IMAGE_VARIANT_STEPS);
  const steps: number[] = IMAGE_VARIANT_STEPS.filter((w) => w < width);
  if (width >= 1 && width <= widest) steps.push(width);
  return steps;
}

/** `/media/content/<sha256>.png` -> `/media/content/<sha256>-640.avif`. */
export function imageVariantUrl(url: string, width: number, format: ImageVariantFormat): string {
  return `${url.replace(/\.[a-z0-9]+$/i, '')}-${width}.${format}`;
}

/** What the site needs to lay out an uploaded image before it loads and to offer its copies. */
export const imageInfoView = {
  type: 'object',
  additionalProperties: false,
  required: ['width', 'height', 'widths'],
  properties: {
    /** Intrinsic size in pixels (as displayed: EXIF rotation applied). */
    width: { type: 'integer' },
    height: { type: 'integer' },
    /** Widths of the AVIF and WebP copies (`imageVariantUrl`); empty for GIF and icons, served as uploaded. */
    widths: { type: 'array', items: { type: 'integer' } },
  },
} as const;
export type ImageInfo = FromSchema<typeof imageInfoView>;

/**
 * `images` of a public view: the info of every uploaded image the view names, by its URL. An image whose
 * file cannot be read is absent (the site then shows it as it is).
 */
export const imagesView = { type: 'object', additionalProperties: imageInfoView } as const;
export type ImagesInfo = Record<string, ImageInfo>;
