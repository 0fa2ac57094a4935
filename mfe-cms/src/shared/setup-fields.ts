import type { SetupField } from './setup-form';

/** The heading most setup entries carry (banners, backgrounds, the newsletter box). */
export const TITLE_FIELD: SetupField = { name: 'title', label: 'Title' };

/** A heading and its text: the body of a banner, the price page or the newsletter box. */
export const TITLE_AND_DESCRIPTION: readonly SetupField[] = [
  TITLE_FIELD,
  { name: 'description', label: 'Description', kind: 'textarea' },
];
