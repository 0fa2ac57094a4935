import { LEAD_DAYS, LEAD_MESSAGES, MAX_LEAD_PHOTOS, type LeadDay } from '@voltdesk/contracts';
import { validateWithSchema } from '@voltdesk/app-core/forms';

/** The text fields of the request form, as typed. */
export interface RequestTexts {
  service: string;
  description: string;
  address: string;
  postcode: string;
  name: string;
  phone: string;
  email: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export const EMPTY_TEXTS: RequestTexts = {
  service: '',
  description: '',
  address: '',
  postcode: '',
  name: '',
  phone: '',
  email: '',
  website: '',
};

export const TEXT_FIELDS = Object.keys(EMPTY_TEXTS) as Array<keyof RequestTexts>;

/** The media library's rules, checked again here so a visitor hears at once (svc-pos reads the bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const DAY_LABELS: Record<LeadDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const DAYS = LEAD_DAYS;

/** What is wrong with the photos picked (the first thing), or undefined. */
export function photoProblem(photos: readonly File[]): string | undefined {
  if (photos.length > MAX_LEAD_PHOTOS) return LEAD_MESSAGES.tooManyPhotos;
  for (const photo of photos) {
    if (!(PHOTO_TYPES as readonly string[]).includes(photo.type)) {
      return `${photo.name}: The photo must be a file of type: jpg, png, webp, gif.`;
    }
    if (photo.size > MAX_PHOTO_BYTES) return `${photo.name}: The photo may not be greater than 5 MB.`;
  }
  return undefined;
}

/**
 * The form checked with the contract's schema (the one svc-pos runs: the same words under the same
 * fields), and the photos by the media library's rules. Empty when it can be sent.
 */
export function checkRequest(
  texts: RequestTexts,
  days: readonly LeadDay[],
  photos: readonly File[],
  token: string,
): Record<string, string> {
  const trimmed = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()]));
  const errors: Record<string, string> = {
    ...validateWithSchema('pos.leads.create', { ...trimmed, preferred_days: days, form_token: token }),
  };
  const photo = photoProblem(photos);
  if (photo) errors.photos = photo;
  return errors;
}

/** The multipart body svc-pos takes: text fields trimmed, the days as JSON text, each photo a file. */
export function requestBody(
  texts: RequestTexts,
  days: readonly LeadDay[],
  photos: readonly File[],
  token: string,
): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = texts[field].trim();
    if (value || field !== 'website') body.append(field, value);
  }
  body.append('preferred_days', JSON.stringify(days));
  body.append('form_token', token);
  for (const photo of photos) body.append('photos', photo, photo.name);
  return body;
}
