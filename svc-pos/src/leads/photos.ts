import { LEAD_MESSAGES, MAX_LEAD_PHOTOS } from '@voltdesk/contracts';
import { ValidationError, type ImageStore, type UploadedFile } from '@voltdesk/service-kit';

/**
 * Stores a request's photos under the media library's rules (ImageStore: the type read from the bytes,
 * JPEG, PNG, WebP or GIF, at most 5 MB and 40 megapixels each), at most MAX_LEAD_PHOTOS. Every photo is
 * checked before the lead is written; a refusal names the file. Photos are stored content-addressed under
 * `/media/pos/`, served with `Content-Security-Policy: default-src 'none'` and nosniff, so a stored file
 * can never run as a page.
 *
 * @returns the stored photos' paths, in the order sent.
 */
export async function storePhotos(store: ImageStore, files: UploadedFile[]): Promise<string[]> {
  if (files.length > MAX_LEAD_PHOTOS) throw new ValidationError({ photos: [LEAD_MESSAGES.tooManyPhotos] });
  const urls: string[] = [];
  for (const file of files) {
    try {
      urls.push(await store.save(file, 'photo'));
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const [message] = Object.values(err.fields).flat();
      const name = file.originalFilename?.trim();
      throw new ValidationError({ photos: [name ? `${name}: ${message}` : (message ?? '')] });
    }
  }
  return urls;
}
