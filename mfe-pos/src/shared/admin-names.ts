import { api, callOf, dataOf } from '@voltdesk/app-core';
import { authEndpoints, type EnvelopeOf } from '@voltdesk/contracts';

/**
 * Who took a payment, changed an invoice or e-mailed a quote: svc-pos records admins by user id. A plain
 * object (not a Map): the store keeps only serializable values.
 */
export type AdminNames = Readonly<Record<string, string>>;

const adminNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Admin names by user id (svc-auth's admin list), for "taken by", the trail's "who" and a quote's
     * e-mails. A failed call leaves the ids unnamed rather than failing the screen.
     */
    posAdminNames: build.query<AdminNames, void>({
      query: () => callOf(authEndpoints.userList, { query: { user_type: 'admin' } }),
      transformResponse: (body: EnvelopeOf<typeof authEndpoints.userList>) =>
        Object.fromEntries(dataOf(authEndpoints.userList)(body).map((u) => [u.id, u.name])),
      keepUnusedDataFor: 300,
    }),
  }),
  overrideExisting: false,
});

export const { usePosAdminNamesQuery } = adminNamesApi;

/** An admin's name by user id; an admin the list does not hold (removed, or the list failed) by their id's end. */
export const adminNameOf = (names: AdminNames | undefined, id: string) =>
  (names && Object.hasOwn(names, id) ? names[id] : undefined) ?? `Admin …${id.slice(-6)}`;
