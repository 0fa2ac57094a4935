import { createSchemaValidator, userView, type UserView } from '@voltdesk/contracts';
import { ServiceUnavailableError } from '@voltdesk/service-kit';

/** Who the signed-in admin is (name and address), as svc-auth's records say now. */
export interface AdminDirectory {
  /** @param authorization the caller's `Authorization` header, already verified by the admin guard. */
  whoIs(authorization: string): Promise<Pick<UserView, 'name' | 'email'>>;
}

const LOOKUP_FAILED = 'Your e-mail address could not be looked up just now. Please try again shortly.';

/**
 * Asks svc-auth (`GET /api/admin/users`, the profile call the shell makes) with the admin's own token, so a
 * mail meant for "me" can only reach the address svc-auth holds for the token's user, whatever the client
 * sends. svc-auth is the origin of `JWKS_URL`, which every service already reaches for keys and revocations;
 * svc-notify keeps no copy of the users (the `auth.user.v1` log does not reach back to the first admin).
 * The answer is checked against the contract's `auth.views.user`.
 */
export function httpAdminDirectory(authOrigin: string, timeoutMs = 3000): AdminDirectory {
  const url = new URL('/api/admin/users', authOrigin).toString();
  const validate = createSchemaValidator({ schemas: 'views' }).getSchema(userView.$id)!;
  return {
    async whoIs(authorization) {
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch {
        throw new ServiceUnavailableError(LOOKUP_FAILED);
      }
      const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
      if (res.status !== 200 || !validate(body?.data)) throw new ServiceUnavailableError(LOOKUP_FAILED);
      const user = body!.data as UserView;
      return { name: user.name, email: user.email };
    },
  };
}
