import { ImageInput } from '@voltdesk/app-core/ui';
import { TextField, type BoundField } from '@voltdesk/app-core/forms';
import { Card } from '../page';

interface BannerPartCardProps {
  title: BoundField<'banner_title'>;
  description: BoundField<'banner_description'>;
  /** The stored banner image, shown until another is picked. */
  currentImage: string | null;
  onImage: (file: File | null) => void;
  imageError: string | undefined;
}

/** A banner page's Banner Part: its title, description and image. */
export function BannerPartCard({
  title,
  description,
  currentImage,
  onImage,
  imageError,
}: BannerPartCardProps) {
  return (
    <Card title="Banner Part">
      <div className="cms-fields cms-fields--two">
        <TextField label="Banner Title" {...title} />
        <TextField label="Banner Description" multiline {...description} />
        <ImageInput
          label="Banner Image"
          name="banner_image"
          currentUrl={currentImage}
          onChange={onImage}
          error={imageError}
        />
      </div>
    </Card>
  );
}
