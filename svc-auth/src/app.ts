import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { authEndpoints } from '@voltdesk/contracts';
import {
  BusinessTime,
  businessTimeZoneProperty,
  createApp,
  ImageStore,
  JwtVerifier,
  mongoReadiness,
  RateLimiter,
  registerEndpoints,
  prepareDatabase,
  type OutboxModel,
  type ReadinessCheck,
  type ServiceMetrics,
  type TokenDenylist,
  type TokenVerifier,
  systemClock,
  type Clock,
} from '@voltdesk/service-kit';
import { activityModel } from './activity/model';
import { activityHandlers } from './activity/routes';
import { ActivityLog } from './activity/service';
import { jwksMiddleware } from './jwks/jwks';
import { passwordResetModel } from './password-reset/model';
import { passwordResetHandlers } from './password-reset/routes';
import { dropOpenLinks, PasswordResetService, RESET_LIMITS } from './password-reset/service';
import { revocationsMiddleware } from './revocations/routes';
import { avatarTooLargeAsFieldError, profileHandlers } from './profile/routes';
import { CHANGE_PASSWORD_LIMITS, ProfileService } from './profile/service';
import { sessionHandlers } from './sessions/routes';
import { LOGIN_LIMITS, SessionService } from './sessions/service';
import type { PasswordHasher } from './shared/passwords';
import { Revocations } from './shared/revocations';
import { revokedTokenModel } from './shared/revoked-token-model';
import type { SigningKeys } from './shared/signing-keys';
import { migrateUserRoles, userModel, type UserModel } from './shared/user-model';
import { rolePermissionsModel } from './roles/model';
import { rolePermissionHandlers } from './roles/routes';
import { RolePermissions } from './roles/service';
import { userHandlers } from './users/routes';
import { UserService } from './users/service';

export interface AuthAppDeps {
  conn: Connection;
  logger: Logger;
  metrics: ServiceMetrics;
  keys: SigningKeys;
  /** This instance's denylist; logout and deactivation apply to it at once, events feed the rest. */
  denylist: TokenDenylist;
  /** Defaults to a verifier over `keys` and `denylist` (no network hop for svc-auth's own tokens). */
  verifier?: TokenVerifier;
  hasher: PasswordHasher;
  mediaDir: string;
  tokenTtlSeconds: number;
  readiness?: Record<string, ReadinessCheck>;
  clock?: Clock;
  /** How the login slow-down waits: a timer unless a test records the waits instead. */
  wait?: (ms: number) => Promise<void>;
  /** Whose calendar days the activity log's date filters mean (BUSINESS_TIME_ZONE); the default zone's. */
  businessTime?: BusinessTime;
  /** The locale the admin screens write dates in (BUSINESS_LOCALE); `en-GB` by default. */
  businessLocale?: string;
}

export interface AuthApp {
  app: Koa;
  users: UserModel;
  /** The revocation state in this service's database (what `/internal/revocations` answers). */
  revocations: Revocations;
  /** The models whose documents carry events (the outbox relay's). */
  outboxModels: readonly OutboxModel[];
  /** The activity log every service's admin writes reach (through `startActivityConsumer`). */
  activity: ActivityLog;
}

/** Sign-in: tokens from the signing keys, and the per-address and per-account limits on attempts. */
function createSessions(
  { conn, hasher, keys, wait, tokenTtlSeconds }: AuthAppDeps,
  {
    users,
    revocations,
    clock,
    rolePermissions,
  }: { users: UserModel; revocations: Revocations; clock: Clock; rolePermissions: RolePermissions },
): SessionService {
  return new SessionService({
    users,
    hasher,
    keys,
    revocations,
    clock,
    wait: wait ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
    tokenTtlSeconds,
    permissionsOf: (role) => rolePermissions.of(role),
    accountAddressLimiter: new RateLimiter(
      conn,
      'login-account-address',
      LOGIN_LIMITS.perAccountAddress,
      LOGIN_LIMITS.windowMs,
    ),
    addressLimiter: new RateLimiter(conn, 'login-address', LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowMs),
    // Never refuses (the budget is unbounded): it only counts attempts for the slow-down.
    accountAttempts: new RateLimiter(conn, 'login-account', Number.MAX_SAFE_INTEGER, LOGIN_LIMITS.windowMs),
  });
}

/** The svc-auth Koa app, used by main and, unchanged, by the tests and the benchmark. */
export async function createAuthApp(deps: AuthAppDeps): Promise<AuthApp> {
  const { conn, denylist, hasher, keys } = deps;
  const clock = deps.clock ?? systemClock;
  // Models, then services, then routes, as every service composes itself.
  const users = userModel(conn);
  const resets = passwordResetModel(conn);
  const revokedTokens = revokedTokenModel(conn);
  const businessTime = deps.businessTime ?? new BusinessTime(businessTimeZoneProperty.default);
  const activity = new ActivityLog({ activity: activityModel(conn), users, businessTime });
  await prepareDatabase(conn, () => migrateUserRoles(users));

  const revocations = new Revocations({ users, revokedTokens, denylist, clock });
  const rolePermissions = new RolePermissions({
    roles: rolePermissionsModel(conn),
    users,
    revocations,
    clock,
  });

  const images = new ImageStore(deps.mediaDir, 'auth');
  const sessions = createSessions(deps, { users, revocations, clock, rolePermissions });
  const userService = new UserService({
    users,
    onDeactivated: (userId) => dropOpenLinks(resets, userId),
    hasher,
    denylist,
    revocations,
    clock,
  });
  const profile = new ProfileService({
    users,
    hasher,
    images,
    revocations,
    passwordLimiter: new RateLimiter(
      conn,
      'change-password',
      CHANGE_PASSWORD_LIMITS.perUser,
      CHANGE_PASSWORD_LIMITS.windowMs,
    ),
  });

  const passwordResets = new PasswordResetService({
    users,
    resets,
    hasher,
    revocations,
    addressLimiter: new RateLimiter(conn, 'reset-address', RESET_LIMITS.perAddress, RESET_LIMITS.windowMs),
    emailLimiter: new RateLimiter(conn, 'reset-email', RESET_LIMITS.perEmail, RESET_LIMITS.windowMs),
    clock,
  });

  const app = createApp({
    name: 'svc-auth',
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness ?? { mongo: mongoReadiness(conn) },
    preBody: [
      jwksMiddleware(keys),
      revocationsMiddleware(revocations),
      images.middleware(),
      avatarTooLargeAsFieldError(),
    ],
  });

  registerEndpoints(app, {
    service: 'auth',
    endpoints: authEndpoints,
    verifier: deps.verifier ?? new JwtVerifier({ jwks: () => keys.jwks, denylist }),
    handlers: {
      ...sessionHandlers(sessions),
      ...passwordResetHandlers(passwordResets),
      ...userHandlers(userService, (role) => rolePermissions.of(role)),
      ...rolePermissionHandlers(rolePermissions),
      // Served, not hard-coded in the front ends: one place says how the business writes dates.
      businessClock: async () => ({
        data: { locale: deps.businessLocale ?? 'en-GB', time_zone: businessTime.timeZone },
      }),
      ...profileHandlers(profile),
      ...activityHandlers(activity),
    },
  });
  return { app, users, revocations, outboxModels: [users, resets], activity };
}
