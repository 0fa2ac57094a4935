import {
  baseConfigProperties,
  baseRequiredInProduction,
  loadConfig,
  type BaseConfig,
} from '@voltdesk/service-kit';

export interface PosConfig extends BaseConfig {
  POS_PORT: number;
  POS_DB_NAME: string;
  POS_TIMEZONE: string;
}

const schema = {
  properties: {
    ...baseConfigProperties,
    POS_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4003 },
    POS_DB_NAME: { type: 'string', minLength: 1, default: 'voltdesk_pos' },
    POS_TIMEZONE: { type: 'string', minLength: 1, default: 'Europe/London' },
  },
  required: ['MONGO_URL'],
  // The broker and svc-auth default to this machine: a production pod must be told where they are.
  requiredInProduction: baseRequiredInProduction,
};

/** Reads the environment once; throws listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): PosConfig {
  const config = loadConfig<PosConfig>(schema, env, 'svc-pos');
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: config.POS_TIMEZONE });
  } catch {
    throw new Error(`svc-pos: invalid configuration\n  POS_TIMEZONE: unknown time zone`);
  }
  return config;
}
