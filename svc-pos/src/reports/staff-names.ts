import {
  ADMIN_NAMES_MAX,
  adminNameView,
  createSchemaValidator,
  type AdminNameView,
} from '@voltdesk/contracts';
import { ServiceUnavailableError } from '@voltdesk/service-kit';

/** Staff names by admin id, for what svc-pos records by id (who took a payment) and writes out by name. */
export interface StaffNames {
  /**
   * The names of these admins, as svc-auth holds them now; ids it does not know are left out.
   * @param authorization the caller's `Authorization` header, already verified by the admin guard.
   * @throws ServiceUnavailableError when svc-auth does not answer.
   */
  namesOf(ids: readonly string[], authorization: string): Promise<Map<string, string>>;
}

export const NAMES_LOOKUP_FAILED = 'Staff names could not be looked up just now. Please try again shortly.';

const ADMIN_ID = /^[a-f0-9]{24}$/;

/**
 * Asks svc-auth's `GET /api/admin/adminNames` (the call every admin's screen makes, open to every role)
 * with the caller's own token, `ADMIN_NAMES_MAX` ids a call. svc-auth is the origin of `JWKS_URL`, which
 * svc-pos already reaches for keys and revocations. svc-pos keeps no copy of the users: the `auth.user.v1`
 * log does not reach back to the first admin, so a projection of it could not name everybody. Each answer
 * is checked against the contract's `auth.views.adminName`.
 */
export function httpStaffNames(authOrigin: string, timeoutMs = 3000): StaffNames {
  const url = new URL('/api/admin/adminNames', authOrigin);
  const validate = createSchemaValidator({ schemas: 'views' }).getSchema(adminNameView.$id)!;
  const ask = async (ids: string[], authorization: string): Promise<AdminNameView[]> => {
    const target = new URL(url);
    target.searchParams.set('ids', ids.join(','));
    let res: Response;
    try {
      res = await fetch(target, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new ServiceUnavailableError(NAMES_LOOKUP_FAILED);
    }
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    const rows = Array.isArray(body?.data) ? body.data : null;
    if (res.status !== 200 || !rows || !rows.every((r) => validate(r))) {
      throw new ServiceUnavailableError(NAMES_LOOKUP_FAILED);
    }
    return rows as AdminNameView[];
  };
  return {
    async namesOf(ids, authorization) {
      // Records written by something other than an admin (a seed, an import) carry no admin id.
      const asked = [...new Set(ids.filter((id) => ADMIN_ID.test(id)))].sort();
      const names = new Map<string, string>();
      for (let i = 0; i < asked.length; i += ADMIN_NAMES_MAX) {
        for (const row of await ask(asked.slice(i, i + ADMIN_NAMES_MAX), authorization)) {
          names.set(row.id, row.name);
        }
      }
      return names;
    },
  };
}
