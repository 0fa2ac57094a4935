import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { RecurringService } from './service';

type RecurringHandlers = Pick<
  Handlers<typeof posEndpoints>,
  | 'recurring'
  | 'createRecurring'
  | 'updateRecurring'
  | 'pauseRecurring'
  | 'resumeRecurring'
  | 'skipRecurring'
  | 'deleteRecurring'
>;

export function recurringHandlers(recurring: RecurringService): RecurringHandlers {
  return {
    recurring: async () => ({ data: await recurring.list() }),
    createRecurring: async ({ body, user }) => ({
      data: await recurring.create(body, user.id),
      status: 201,
    }),
    updateRecurring: async ({ body, user }) => ({ data: await recurring.update(body, user.id) }),
    pauseRecurring: async ({ body, user }) => ({ data: await recurring.pause(body.id, user.id) }),
    resumeRecurring: async ({ body, user }) => ({ data: await recurring.resume(body.id, user.id) }),
    skipRecurring: async ({ body, user }) => ({ data: await recurring.skip(body.id, user.id) }),
    deleteRecurring: async ({ query }) => {
      await recurring.remove(query.id);
      return { data: null };
    },
  };
}
