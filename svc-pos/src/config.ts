import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  baseConfigProperties,
  baseRequiredInProduction,
  businessTimeZoneProperty,
  loadConfig,
  type BaseConfig,
} from '@voltdesk/service-kit';

export interface PosConfig extends BaseConfig {
  POS_PORT: number;
  POS_DB_NAME: string;
  /** The business's IANA zone: the dashboard's and reports' days, weeks and months, quotes' expiry. */
  BUSINESS_TIME_ZONE: string;
  /** Signs the customer links' tokens (at least 32 characters); or CUSTOMER_LINK_SECRET_FILE. */
  CUSTOMER_LINK_SECRET?: string;
  /** A file holding the secret (a mounted Secret; locally, made on first start outside production). */
  CUSTOMER_LINK_SECRET_FILE?: string;
  /** How many days a customer link works after the mail that carries it. */
  CUSTOMER_LINK_DAYS: number;
}

const MIN_SECRET = 32;

const schema = {
  properties: {
    ...baseConfigProperties,
    POS_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4003 },
    POS_DB_NAME: { type: 'string', minLength: 1, default: 'voltdesk_pos' },
    BUSINESS_TIME_ZONE: businessTimeZoneProperty,
    CUSTOMER_LINK_SECRET: { type: 'string', minLength: MIN_SECRET },
    CUSTOMER_LINK_SECRET_FILE: { type: 'string', minLength: 1 },
    CUSTOMER_LINK_DAYS: { type: 'integer', minimum: 1, maximum: 3650, default: 90 },
  },
  required: ['MONGO_URL'],
  // The broker and svc-auth default to this machine: a production pod must be told where they are.
  requiredInProduction: baseRequiredInProduction,
  // svc-pos's own zone until every service read the one BUSINESS_TIME_ZONE.
  renamed: { POS_TIMEZONE: 'BUSINESS_TIME_ZONE' },
};

/** Reads the environment once; throws listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): PosConfig {
  // In production the links' secret comes from the environment or from a file, never made up.
  const linkSecret = env.CUSTOMER_LINK_SECRET_FILE ? [] : ['CUSTOMER_LINK_SECRET'];
  return loadConfig<PosConfig>(
    { ...schema, requiredInProduction: [...schema.requiredInProduction, ...linkSecret] },
    env,
    'svc-pos',
  );
}

/**
 * The secret the customer links are signed with: CUSTOMER_LINK_SECRET, else the file
 * CUSTOMER_LINK_SECRET_FILE names. Outside production a missing file is made with a random secret (the
 * local stack keeps it in `.data/`, so links survive a restart), and with neither set a random secret
 * lives as long as the process. Every link signed with another secret stops working.
 *
 * @throws when the file cannot be read in production, or holds fewer than 32 characters.
 */
export function customerLinkSecret(config: PosConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (config.CUSTOMER_LINK_SECRET) return config.CUSTOMER_LINK_SECRET;
  const file = config.CUSTOMER_LINK_SECRET_FILE;
  if (!file) return randomBytes(32).toString('base64url');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (env.NODE_ENV === 'production' || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    secret = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  if (secret.length < MIN_SECRET) {
    throw new Error(`svc-pos: CUSTOMER_LINK_SECRET_FILE ${file} holds fewer than ${MIN_SECRET} characters`);
  }
  return secret;
}
