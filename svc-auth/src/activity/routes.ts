import type { authEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { ActivityLog } from './service';

export function activityHandlers(log: ActivityLog): Pick<Handlers<typeof authEndpoints>, 'activityLog'> {
  return {
    activityLog: async ({ query }) => {
      const { entries, meta } = await log.list(query);
      return { data: entries, meta };
    },
  };
}
