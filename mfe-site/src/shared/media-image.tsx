/**
 * `fetchpriority="high"` for the image that makes the first screen (Largest Contentful Paint). Spread as
 * a lower-case attribute: React 18 passes it through as is (the camel-case prop only exists from React 19).
 */
export const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

interface MediaImageProps {
  src: string | undefined;
  alt: string;
  /** Intrinsic size used for the aspect ratio (no layout shift); CSS makes the image fluid. */
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
}

/**
 * Every content image of the site: width/height set (the browser reserves the box before it loads),
 * object-fit cover in CSS, lazy below the fold. Without a source it renders nothing, so an empty setup
 * never shows a broken image.
 */
export function MediaImage({ src, alt, width, height, className, priority = false }: MediaImageProps) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className ? `vs-img ${className}` : 'vs-img'}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? HIGH_PRIORITY : {})}
    />
  );
}
