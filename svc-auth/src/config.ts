import ms, { type StringValue } from 'ms';
import {
  baseConfigProperties,
  businessTimeZoneProperty,
  loadConfig,
  type BaseConfig,
} from '@voltdesk/service-kit';
import { DEV_ADMIN } from './shared/first-admin';
import { weakPasswordReason } from './shared/password-strength';

export interface AuthConfig extends BaseConfig {
  AUTH_PORT: number;
  /** This service's database. */
  AUTH_DB_NAME: string;
  /** Access-token lifetime, `ms` syntax (`12h`, `30m`, `3600s`). */
  JWT_TTL: string;
  /** Development only: where generated signing keys are kept (file mode 0600). */
  AUTH_KEYS_DIR: string;
  /** JSON array of private JWKs with `kid`; the first signs, all are published. Required in production. */
  JWT_PRIVATE_KEYS?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  /** IANA zone whose calendar days the activity log's date filters mean (`Europe/London`). */
  BUSINESS_TIME_ZONE: string;
  /** BCP 47 locale every admin screen writes and reads dates in (`en-GB`: 22/11/2026), served to them. */
  BUSINESS_LOCALE: string;
  /** `JWT_TTL` in seconds. */
  tokenTtlSeconds: number;
}

export const authConfigSchema = {
  properties: {
    ...baseConfigProperties,
    AUTH_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4001 },
    AUTH_DB_NAME: { type: 'string', minLength: 1, default: 'voltdesk_auth' },
    JWT_TTL: { type: 'string', default: '12h' },
    AUTH_KEYS_DIR: { type: 'string', default: '.data/auth-keys' },
    JWT_PRIVATE_KEYS: { type: 'string' },
    ADMIN_EMAIL: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+$', maxLength: 254 },
    ADMIN_PASSWORD: { type: 'string', minLength: 8, maxLength: 128 },
    BUSINESS_TIME_ZONE: businessTimeZoneProperty,
    BUSINESS_LOCALE: { type: 'string', minLength: 2, maxLength: 35, default: 'en-GB' },
  },
  required: ['MONGO_URL'],
  // svc-auth serves the JWKS itself and never reads JWKS_URL.
  requiredInProduction: ['KAFKA_BROKERS'],
};

/** Bounds for JWT_TTL: shorter is unusable, longer defeats expiry as a safety net. */
const MIN_TTL_SECONDS = 60;
const MAX_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Reads svc-auth's environment once.
 * @throws Error listing every bad variable (schema problems and the cross-variable rules together).
 */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const problems: string[] = [];
  let config: Omit<AuthConfig, 'tokenTtlSeconds'> | undefined;
  try {
    config = loadConfig<Omit<AuthConfig, 'tokenTtlSeconds'>>(authConfigSchema, env, 'svc-auth');
  } catch (err) {
    problems.push(...(err as Error).message.split('\n').slice(1));
  }
  const ttlText = env.JWT_TTL || '12h';
  const ttlMs = parseDuration(ttlText);
  if (ttlMs === undefined || ttlMs < MIN_TTL_SECONDS * 1000 || ttlMs > MAX_TTL_SECONDS * 1000) {
    problems.push(`  JWT_TTL: must be a duration between 1m and 30d such as 12h or 30m (got "${ttlText}")`);
  }
  const locale = env.BUSINESS_LOCALE || 'en-GB';
  if (!isLocale(locale)) {
    problems.push(`  BUSINESS_LOCALE: must be a locale such as en-GB or en-IE (got "${locale}")`);
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('  ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }
  if ((env.NODE_ENV ?? 'development') === 'production' && env.ADMIN_PASSWORD) {
    // The README publishes the development password; anything weak guards the first admin just as badly.
    const reason =
      env.ADMIN_PASSWORD === DEV_ADMIN.password
        ? 'is the published development password'
        : weakPasswordReason(env.ADMIN_PASSWORD, env.ADMIN_EMAIL ? [env.ADMIN_EMAIL] : []);
    if (reason) problems.push(`  ADMIN_PASSWORD: ${reason}; production refuses it`);
  }
  if (env.JWT_PRIVATE_KEYS) {
    const keyProblem = checkPrivateKeysShape(env.JWT_PRIVATE_KEYS);
    if (keyProblem) problems.push(`  JWT_PRIVATE_KEYS: ${keyProblem}`);
  } else if ((env.NODE_ENV ?? 'development') === 'production') {
    problems.push(
      '  JWT_PRIVATE_KEYS: required in production (a JSON array of private JWKs with "kid"; the first signs)',
    );
  }
  if (problems.length || !config) {
    throw new Error(`svc-auth: invalid configuration\n${problems.join('\n')}`);
  }
  return { ...config, tokenTtlSeconds: Math.floor(ttlMs! / 1000) };
}

function parseDuration(text: string): number | undefined {
  try {
    const value = ms(text as StringValue);
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A cheap shape check so a malformed secret is reported with the other variables, before any import. */
function checkPrivateKeysShape(raw: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'must be valid JSON (an array of private JWKs)';
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return 'must be a non-empty JSON array of private JWKs';
  for (const [i, key] of parsed.entries()) {
    const k = key as Record<string, unknown> | null;
    if (!k || typeof k !== 'object') return `key ${i} is not an object`;
    if (typeof k.kid !== 'string' || !k.kid) return `key ${i} has no "kid"`;
    if (typeof k.d !== 'string') return `key ${i} ("${k.kid}") is not a private key (no "d")`;
  }
  return undefined;
}

/** Whether `tag` is a well-formed locale this runtime formats dates in (not merely its default). */
function isLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}
