import { ImageInput } from '@voltdesk/app-core/ui';
import { SelectField, TextField, type BoundField } from '@voltdesk/app-core/forms';
import { Card, STATUS_OPTIONS } from '../page';

interface HeaderPartCardProps {
  /** A banner page's Header Part, or a service page's Service card (whose description is "Short"). */
  banner: boolean;
  fields: {
    title: BoundField<'title'>;
    description: BoundField<'sort_description'>;
    publication: BoundField<'publication'>;
    publishAt: BoundField<'publish_at'>;
    /** Only when a stored page is updated. */
    status: BoundField<'status'> | null;
  };
  /** The stored image, shown until another is picked. */
  currentImage: string | null;
  onImage: (file: File | null) => void;
  imageError: string | undefined;
}

/** The top card of a banner or service page: title, description, image, publication and status. */
export function HeaderPartCard({ banner, fields, currentImage, onImage, imageError }: HeaderPartCardProps) {
  return (
    <Card title={banner ? 'Header Part' : 'Service'}>
      <div className="cms-fields cms-fields--two">
        <TextField label="Title" {...fields.title} />
        <TextField
          label={banner ? 'Sort Description' : 'Short Description'}
          multiline
          {...fields.description}
        />
        <ImageInput
          label="Image"
          name="em_image"
          currentUrl={currentImage}
          onChange={onImage}
          error={imageError}
        />
        <SelectField label="Publication" {...fields.publication}>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
        <TextField label="Publish at (empty: at once)" type="datetime-local" {...fields.publishAt} />
        {fields.status ? (
          <SelectField label="Status" {...fields.status}>
            {STATUS_OPTIONS}
          </SelectField>
        ) : null}
      </div>
    </Card>
  );
}
