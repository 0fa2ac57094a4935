import { defineCalls, read } from '@voltdesk/app-core';
import { authEndpoints as auth, type ActivityQuery, type ActivityView } from '@voltdesk/contracts';

/** One page of the log and how many entries match the filters. */
export interface ActivityPage {
  entries: ActivityView[];
  total: number;
}

export const { useActivityLogQuery, useActivityAdminsQuery } = defineCalls(['Activity'], {
  /** `GET admin/activity` (owners only): newest first, filtered and paged on the server. */
  activityLog: read(auth.activityLog, {
    args: (query: ActivityQuery) => ({ query }),
    result: ({ data, meta }): ActivityPage => ({ entries: data, total: meta?.total ?? data.length }),
    providesTags: [{ type: 'Activity', id: 'LIST' }],
  }),
  /** The admins the "Admin" filter offers (every admin, active or not: the log keeps both). */
  activityAdmins: read(auth.userList, { args: (_: void) => ({ query: { user_type: 'admin' as const } }) }),
});
