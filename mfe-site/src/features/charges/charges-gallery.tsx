import { MediaImage } from '../../shared/media-image';
import { HALF_SIZES, type ImagesOf } from '../../shared/image-sources';

interface ChargesGalleryProps {
  /** The setup's charge_middle_image and charge_bottom_image. */
  middle: string | undefined;
  bottom: string | undefined;
  images: ImagesOf | undefined;
}

/** The two pictures under the charges page's price table; nothing when neither is set. */
export function ChargesGallery({ middle, bottom, images }: ChargesGalleryProps) {
  if (!middle && !bottom) return null;
  return (
    <div className="vs-container vs-section vs-charges__gallery">
      <MediaImage
        src={middle}
        images={images}
        sizes={HALF_SIZES}
        alt="Electrical installation"
        width={720}
        height={480}
        className="vs-charges__img"
      />
      <MediaImage
        src={bottom}
        images={images}
        sizes={HALF_SIZES}
        alt="Finished electrical work"
        width={720}
        height={480}
        className="vs-charges__img"
      />
    </div>
  );
}
