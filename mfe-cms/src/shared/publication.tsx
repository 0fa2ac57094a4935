import type { Publication } from '@voltdesk/contracts';
import { formatDateTime, instantOfZoned, zonedInputOf } from '@voltdesk/app-core';
import { SelectField, TextField } from '@voltdesk/app-core/forms';

/** The publication part of a post or page form, as the inputs hold it. */
export interface PublicationInput {
  publication: Publication;
  /** `datetime-local` text on the business's clock (BUSINESS_TIME_ZONE); empty: at once. */
  publishAt: string;
}

/** A stored ISO time as a `datetime-local` value on the business's clock, whatever the browser's zone. */
export function toLocalInput(iso: string): string {
  return zonedInputOf(iso);
}

export const publicationInputOf = (record?: {
  publication?: Publication;
  publish_at?: string | null;
}): PublicationInput => ({
  publication: record?.publication ?? 'published',
  publishAt: record?.publish_at ? toLocalInput(record.publish_at) : '',
});

/**
 * What the form sends: the state, and the time as ISO when one is set (svc-content publishes at once when
 * none is, and a time ahead schedules the record).
 */
export function publicationBody(input: PublicationInput): { publication: Publication; publish_at?: string } {
  const at = publishAtOf(input.publishAt);
  return { publication: input.publication, ...(at ? { publish_at: at } : {}) };
}

/**
 * A `datetime-local` value, read on the business's clock, as the instant the API takes; nothing when empty
 * (or not a time).
 */
export function publishAtOf(local: string): string | undefined {
  return local ? instantOfZoned(local) : undefined;
}

/** 'Draft', 'Scheduled 1 Mar 2031, 09:30' or 'Published': what a list says of a record. */
export function publicationLabel(
  record: { publication?: Publication; publish_at?: string | null },
  now: Date = new Date(),
): string {
  if (record.publication === 'draft') return 'Draft';
  if (record.publish_at && new Date(record.publish_at) > now) {
    return `Scheduled ${formatDateTime(record.publish_at)}`;
  }
  return 'Published';
}

/**
 * The Publication select (Published / Draft) and the Publish at time: published with no time goes live at
 * once, with a time ahead at that time; a draft stays off the site.
 */
export function PublicationFields({
  value,
  onChange,
  errors,
}: {
  value: PublicationInput;
  onChange: (next: PublicationInput) => void;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <SelectField
        label="Publication"
        name="publication"
        value={value.publication}
        onChange={(publication) => onChange({ ...value, publication: publication as Publication })}
        error={errors.publication}
      >
        <option value="published">Published</option>
        <option value="draft">Draft</option>
      </SelectField>
      <TextField
        label="Publish at (empty: at once)"
        name="publish_at"
        type="datetime-local"
        value={value.publishAt}
        onChange={(publishAt) => onChange({ ...value, publishAt })}
        error={errors.publish_at}
      />
    </>
  );
}
