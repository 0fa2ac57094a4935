import { defineCalls, read } from '@voltdesk/app-core';
import { ADMIN_NAMES_MAX, authEndpoints as auth } from '@voltdesk/contracts';

/**
 * Other admins' names by id (svc-auth `admin/adminNames`): svc-content keeps only who
 * saved a revision by id, and only svc-auth knows names. The argument is the ids comma-separated, sorted
 * and each once, so the same set of admins is one cache entry whatever order the rows come in.
 */
export const { useCmsAdminNamesQuery } = defineCalls([], {
  cmsAdminNames: read(auth.adminNames, { args: (ids: string) => ({ query: { ids } }) }),
});

/**
 * The `ids` argument of `useCmsAdminNamesQuery` for these admin ids: sorted, each once, at most as many as
 * svc-auth names in one call (a revisions list has 20 at most, so none is dropped there).
 */
export const adminIdsArg = (ids: readonly string[]): string =>
  [...new Set(ids)].sort().slice(0, ADMIN_NAMES_MAX).join(',');
