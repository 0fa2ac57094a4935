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
 * e-mail index lets one insert win. In production, when users exist, checks that neither the ADMIN_EMAIL
 * account nor the development admin still signs in with the published development password.
 * @throws Error in production when there are no users and no ADMIN_EMAIL/ADMIN_PASSWORD pair, or when
 * one of those accounts still has the development password.
 */
export async function ensureFirstAdmin(deps: {
  users: UserModel;
  hasher: PasswordHasher;
  logger: Logger;
  config: { NODE_ENV: string; ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string };
}): Promise<'created' | 'exists'> {
  const { users, hasher, logger, config } = deps;
  if ((await users.countDocuments({}).limit(1)) > 0) {
    if (config.NODE_ENV === 'production') await refuseDevelopmentPassword(deps);
    return 'exists';
  }
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
    // The first admin manages the others.
    role: 'owner',
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

/**
 * A database that began in development (or was seeded from one) keeps the README's admin password after
 * the switch to production: the configuration checks cannot see it, because ADMIN_PASSWORD only applies
 * to an empty database. Only a password known in plain text can be checked against a stored argon2 hash,
 * so this checks the development one, on the two accounts it could guard: ADMIN_EMAIL's and the
 * development admin's, whatever their status (an Inactive one can be switched back on).
 * @throws Error naming the account, never the password.
 */
async function refuseDevelopmentPassword(deps: {
  users: UserModel;
  hasher: PasswordHasher;
  config: { ADMIN_EMAIL?: string };
}): Promise<void> {
  const { users, hasher, config } = deps;
  const emails = new Set([
    DEV_ADMIN.email,
    ...(config.ADMIN_EMAIL ? [normalizeEmail(config.ADMIN_EMAIL)] : []),
  ]);
  for (const email of emails) {
    const account = await users.findOne({ email }).select('+password_hash').lean();
    if (account && (await hasher.verify(account.password_hash, DEV_ADMIN.password))) {
      throw new Error(
        `svc-auth: the admin account ${email} still has the published development password ` +
          '(svc-auth/README.md); production refuses to start with it. Change its password (profile, ' +
          '"Change password") from a development start on this database, or remove the account, first',
      );
    }
  }
}
