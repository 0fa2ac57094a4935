import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers, UploadedFile } from '@voltdesk/service-kit';
import type { Context } from 'koa';
import type { JobService } from './service';

type JobHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'jobs' | 'job' | 'createJob' | 'updateJob' | 'removeJobPhoto' | 'deleteJob'
>;

/** Every file sent under `photos` (one or several), empty ones left out. */
function photosOf(ctx: Context): UploadedFile[] {
  const sent = ctx.request.files?.photos;
  const files = (Array.isArray(sent) ? sent : sent ? [sent] : []) as UploadedFile[];
  return files.filter((f) => f.size > 0);
}

export function jobHandlers(jobs: JobService): JobHandlers {
  return {
    jobs: async ({ query }) => {
      const { items, meta } = await jobs.list(query);
      return { data: items, meta };
    },
    job: async ({ query }) => ({ data: await jobs.detail(query.id) }),
    createJob: async ({ body, ctx }) => ({
      data: await jobs.create(body, photosOf(ctx)),
      status: 201,
      message: 'Job created successfully.',
    }),
    updateJob: async ({ body, ctx }) => ({
      data: await jobs.update(body, photosOf(ctx)),
      message: 'Job updated successfully.',
    }),
    removeJobPhoto: async ({ body }) => ({ data: await jobs.removePhoto(body), message: 'Photo removed.' }),
    deleteJob: async ({ query }) => {
      await jobs.remove(query.id);
      return { data: null, message: 'Job deleted successfully.' };
    },
  };
}
