import type { ServiceName } from '../routes/route-table';
import { ROLES, type Role } from '../schemas/auth/roles';
import type { Endpoint } from './endpoint';

/**
 * The roles allowed on a service's admin endpoints unless an endpoint names its own (`roles`):
 * svc-content and svc-notify are the CMS, the site settings and the newsletters (editors and owners),
 * svc-pos is the point of sale (clerks and owners), and svc-auth's admin calls are the caller's own
 * session and profile (every admin). The admin accounts themselves are owner-only exceptions in
 * ./auth.ts.
 */
export const AREA_ROLES: Readonly<Record<ServiceName, readonly Role[]>> = {
  auth: ROLES,
  content: ['owner', 'editor'],
  notify: ['owner', 'editor'],
  pos: ['owner', 'clerk'],
};

/**
 * Who among the admins may call `def`: for `admin` endpoints the only roles let in (403 for the others);
 * for `public-admin-extras` the roles that see the extras (the others are served as visitors). Null for
 * `public` and `key` endpoints, which no role governs.
 */
export function rolesOf(def: Pick<Endpoint, 'access' | 'service' | 'roles'>): readonly Role[] | null {
  if (def.access !== 'admin' && def.access !== 'public-admin-extras') return null;
  return def.roles ?? AREA_ROLES[def.service];
}

/** The message of the 403 a role gets on an endpoint it may not call. */
export const roleRefusedMessage = (role: string): string =>
  `Your role (${role}) does not allow this. Ask an owner if you need it.`;
