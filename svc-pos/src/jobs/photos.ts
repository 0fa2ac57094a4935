import { JOB_MESSAGES, MAX_JOB_PHOTOS } from '@voltdesk/contracts';
import { ValidationError, type ImageStore, type UploadedFile } from '@voltdesk/service-kit';

/**
 * Stores a job's new photos under the media library's rules, as the leads' photos are (ImageStore: the
 * type read from the bytes, JPEG, PNG, WebP or GIF, at most 5 MB and 40 megapixels each), so that with the
 * `kept` ones already on the job there are at most MAX_JOB_PHOTOS. Every photo is checked before the job
 * is written; a refusal names the file. Stored content-addressed under `/media/pos/`, served with
 * `Content-Security-Policy: default-src 'none'` and nosniff.
 *
 * @returns the stored photos' paths, in the order sent.
 */
export async function storeJobPhotos(
  store: ImageStore,
  files: UploadedFile[],
  kept: number,
): Promise<string[]> {
  if (kept + files.length > MAX_JOB_PHOTOS) {
    throw new ValidationError({ photos: [JOB_MESSAGES.tooManyPhotos] });
  }
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
