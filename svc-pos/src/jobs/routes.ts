import type { posEndpoints } from '@voltdesk/contracts';
import { everyFileOf, type Handlers } from '@voltdesk/service-kit';
import type { JobService } from './service';

type JobHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'jobs' | 'job' | 'createJob' | 'updateJob' | 'removeJobPhoto' | 'deleteJob'
>;

export function jobHandlers(jobs: JobService): JobHandlers {
  return {
    jobs: async ({ query }) => {
      const { items, meta } = await jobs.list(query);
      return { data: items, meta };
    },
    job: async ({ query }) => ({ data: await jobs.detail(query.id) }),
    createJob: async ({ body, ctx }) => ({
      data: await jobs.create(body, everyFileOf(ctx, 'photos')),
      status: 201,
      message: 'Job created successfully.',
    }),
    updateJob: async ({ body, ctx }) => ({
      data: await jobs.update(body, everyFileOf(ctx, 'photos')),
      message: 'Job updated successfully.',
    }),
    removeJobPhoto: async ({ body }) => ({ data: await jobs.removePhoto(body), message: 'Photo removed.' }),
    deleteJob: async ({ query }) => {
      await jobs.remove(query.id);
      return { data: null, message: 'Job deleted successfully.' };
    },
  };
}
