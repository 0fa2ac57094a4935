import type { Context } from 'koa';
import { requiredMessage } from '@voltdesk/contracts';
import { ValidationError } from '../errors/http-errors';
import type { ImageKind, ImageStore, UploadedFile } from '../media/image-store';
import { inSentOrder } from '../media/sent-order';

/** Uploaded files by multipart field. */
export type Files = Partial<Record<string, UploadedFile>>;

/** The single uploaded file of a multipart field, or undefined when none was sent. */
export function fileOf(ctx: Context, field: string): UploadedFile | undefined {
  const f = ctx.request.files?.[field];
  const file = Array.isArray(f) ? f[0] : f;
  return file && file.size > 0 ? (file as UploadedFile) : undefined;
}

/** Every non-empty file sent under a multipart field (one or several), in the order the client sent them. */
export function everyFileOf(ctx: Context, field: string): UploadedFile[] {
  const sent = ctx.request.files?.[field];
  const files = (Array.isArray(sent) ? sent : sent ? [sent] : []) as UploadedFile[];
  return inSentOrder(files.filter((f) => f.size > 0));
}

/** The uploads of `fields`, by field. */
export const filesOf = (ctx: Context, fields: readonly string[]): Files =>
  Object.fromEntries(fields.map((field) => [field, fileOf(ctx, field)]));

/** What a service needs to store images: the store plus the field's rules. */
export interface Images {
  /**
   * Stores the upload of `field` if there is one.
   * @throws ValidationError under `field` for a missing required image or a file that is not an image.
   */
  take(
    file: UploadedFile | undefined,
    field: string,
    opts?: { required?: boolean; kinds?: readonly ImageKind[] },
  ): Promise<string | undefined>;
}

export function imagesFrom(store: ImageStore): Images {
  return {
    async take(file, field, opts = {}) {
      if (!file) {
        if (opts.required) {
          throw new ValidationError({ [field]: [requiredMessage(field)] });
        }
        return undefined;
      }
      return store.save(file, field, opts.kinds ? { kinds: opts.kinds } : {});
    },
  };
}
