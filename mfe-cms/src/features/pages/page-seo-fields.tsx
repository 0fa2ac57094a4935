import { ImageInput } from '@voltdesk/app-core/ui';
import { TextField, type BoundField } from '@voltdesk/app-core/forms';

interface PageSeoFieldsProps {
  seoTitle: BoundField<'seo_title'>;
  metaDescription: BoundField<'meta_description'>;
  /** The page's stored social image, shown until another is picked. */
  currentImage: string | null;
  onImage: (file: File | null) => void;
  imageError: string | undefined;
}

/**
 * What search engines and link previews show of a page: its SEO title, meta description and social
 * image (empty: the name, the start of the text and the logo).
 */
export function PageSeoFields({
  seoTitle,
  metaDescription,
  currentImage,
  onImage,
  imageError,
}: PageSeoFieldsProps) {
  return (
    <>
      <TextField label="SEO title" placeholder="Empty: the name" {...seoTitle} />
      <TextField label="Meta description" multiline {...metaDescription} />
      <ImageInput
        label="Social image"
        name="social_image"
        currentUrl={currentImage}
        onChange={onImage}
        error={imageError}
      />
    </>
  );
}
