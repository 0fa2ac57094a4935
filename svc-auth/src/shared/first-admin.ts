import type { Logger } from 'pino';
import { isDuplicateKey, withEvents } from '@voltdesk/service-kit';
import { userEvent } from './events';
import type { PasswordHasher } from './passwords';
import { toUserData } from './serializer';
import { normalizeEmail, type UserModel } from './user-model';

export const DEV_ADMIN = { email: 'admin@voltdesk.local', password: 'voltdesk-admin' } as const;

/**
 * Creates the first admin when there are no users at all, from ADMIN_EMAIL/ADMIN_PASSWORD, or in
 * development from the documented defaults. Replicas starting together race harmlessly: the unique
 * e-mail index lets one insert win.
 * @throws Error in production when there are no users and no ADMIN_EMAIL/ADMIN_PASSWORD pair.
 */
export async function ensureFirstAdmin(deps: {
  users: UserModel;
  hasher: PasswordHasher;
  logger: Logger;
  config: { NODE_ENV: string; ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string };
}): Promise<'created' | 'exists'> {
  const { users, hasher, logger, config } = deps;
  if ((await users.countDocuments({}).limit(1)) > 0) return 'exists';
  let email = config.ADMIN_EMAIL;
  let password = config.ADMIN_PASSWORD;
  if (!email || !password) {
    if (config.NODE_ENV === 'production') {
      throw new Error(
        'svc-auth: there are no users and ADMIN_EMAIL/ADMIN_PASSWORD are not set; set both to create the first admin',
      );
    }
    ({ email, password } = DEV_ADMIN);
    logger.warn(
      { email },
      'no users: creating the development admin with the default password documented in svc-auth/README.md',
    );
  }
  const user = new users({
    name: 'Admin',
    email: normalizeEmail(email),
    password_hash: await hasher.hash(password),
    user_type: 'admin',
    status: 1,
  });
  user.set(withEvents(userEvent('user.created', user.id as string, toUserData(user))));
  try {
    await user.save();
  } catch (err) {
    if (isDuplicateKey(err)) return 'exists';
    throw err;
  }
  logger.info({ email: user.email }, 'first admin created');
  return 'created';
}
