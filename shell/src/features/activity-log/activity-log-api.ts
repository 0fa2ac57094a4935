import { api, callOf, dataOf } from '@voltdesk/app-core';
import { authEndpoints, type ActivityQuery, type ActivityView, type UserView } from '@voltdesk/contracts';

/** One page of the log and how many entries match the filters. */
export interface ActivityPage {
  entries: ActivityView[];
  total: number;
}

const activityApi = api.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET admin/activity` (owners only): newest first, filtered and paged on the server. */
    getActivity: build.query<ActivityPage, ActivityQuery>({
      query: (query) => callOf(authEndpoints.activityLog, { query }),
      transformResponse: (body: { data: ActivityView[]; meta?: { total: number } }) => ({
        entries: body.data,
        total: body.meta?.total ?? body.data.length,
      }),
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
    /** The admins the "Admin" filter offers (every admin, active or not: the log keeps both). */
    getActivityAdmins: build.query<UserView[], void>({
      query: () => callOf(authEndpoints.userList, { query: { user_type: 'admin' } }),
      transformResponse: dataOf(authEndpoints.userList),
    }),
  }),
  overrideExisting: false,
});

export const { useGetActivityQuery, useGetActivityAdminsQuery } = activityApi;
