import { defineCalls, read } from '@voltdesk/app-core';
import { ADMIN_NAMES_MAX, authEndpoints } from '@voltdesk/contracts';

/**
 * Who took a payment, changed an invoice or e-mailed a quote: svc-pos records admins by user id. A plain
 * object (not a Map): the store keeps only serializable values.
 */
export type AdminNames = Readonly<Record<string, string>>;

const { usePosAdminNamesQuery } = defineCalls([], {
  /**
   * The names of these admins (svc-auth `admin/adminNames`, open to every role: a clerk sees who took a
   * payment as an owner does; the owner-only admin list would refuse them). The argument is the ids
   * comma-separated, sorted and each once, so the same admins are one cache entry. A failed call leaves
   * the ids unnamed rather than failing the screen.
   */
  posAdminNames: read(authEndpoints.adminNames, {
    args: (ids: string) => ({ query: { ids } }),
    result: ({ data }): AdminNames => Object.fromEntries(data.map((u) => [u.id, u.name])),
    keepUnusedDataFor: 300,
  }),
});

const ADMIN_ID = /^[a-f0-9]{24}$/;

/**
 * The names of the admins these ids stand for, by id; undefined until svc-auth answers. Ids that are not
 * admin ids (records written before ids were kept) are not asked for.
 */
export function usePosAdminNames(ids: ReadonlyArray<string | null | undefined>): AdminNames | undefined {
  const arg = [...new Set(ids.filter((id): id is string => !!id && ADMIN_ID.test(id)))]
    .sort()
    .slice(0, ADMIN_NAMES_MAX)
    .join(',');
  return usePosAdminNamesQuery(arg, { skip: !arg }).data;
}

/** An admin's name by user id; an admin svc-auth does not name (removed, or the call failed) by their id's end. */
export const adminNameOf = (names: AdminNames | undefined, id: string) =>
  (names && Object.hasOwn(names, id) ? names[id] : undefined) ?? `Admin …${id.slice(-6)}`;
