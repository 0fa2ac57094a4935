import { fileOf } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { MediaService } from './service';

type MediaHandlers = Pick<ContentHandlers, 'media' | 'uploadMedia' | 'updateMedia' | 'deleteMedia'>;

export const mediaHandlers = (media: MediaService): MediaHandlers => ({
  media: async ({ query }) => {
    const page = await media.list(query);
    return { data: page.items, meta: page.meta };
  },
  uploadMedia: async ({ body, ctx }) => ({
    data: await media.upload(fileOf(ctx, 'image'), body.alt ?? ''),
    status: 201,
    message: 'Image uploaded.',
  }),
  updateMedia: async ({ body }) => ({ data: await media.updateAlt(body), message: 'Alt text saved.' }),
  deleteMedia: async ({ query }) => {
    await media.remove(query.file);
    return { data: null, message: 'Image deleted.' };
  },
});
