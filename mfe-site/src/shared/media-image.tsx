import { imageSources, type ImagesOf } from './image-sources';

/**
 * `fetchpriority="high"` for the image that makes the first screen (Largest Contentful Paint). Spread as
 * a lower-case attribute: React 18 passes it through as is (the camel-case prop only exists from React 19).
 */
export const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export interface ResponsiveImageProps {
  src: string | undefined;
  alt: string;
  /** Size of the box the layout gives the image (its aspect ratio; no layout shift); CSS makes it fluid. */
  width: number;
  height: number;
  /** How wide the image is shown, as the `sizes` attribute says it (picks the copy to download). */
  sizes: string;
  /** The `images` of the public answer that named `src`: its copies, when it has any. */
  images?: ImagesOf;
  className?: string;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
}

/**
 * An uploaded image with its AVIF and WebP copies: a `<picture>` (laid out as if absent, `display:
 * contents`) whose AVIF source and `<img srcset>` (WebP) let the browser pick the smallest copy that
 * fills `sizes`; the `<img src>` stays the upload itself for browsers without either. Without copies it is
 * a plain `<img>`. Without a source it renders nothing, so an empty setup never shows a broken image.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  images,
  className,
  priority = false,
}: ResponsiveImageProps) {
  if (!src) return null;
  const sources = imageSources(src, images?.[src]);
  const img = (
    <img
      src={src}
      {...(sources ? { srcSet: sources.webp, sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? HIGH_PRIORITY : {})}
    />
  );
  if (!sources) return img;
  return (
    <picture className="vs-picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}

/** Every content image of the site: a responsive image with object-fit cover in CSS (`vs-img`). */
export function MediaImage({ className, ...props }: ResponsiveImageProps) {
  return <ResponsiveImage {...props} className={className ? `vs-img ${className}` : 'vs-img'} />;
}
