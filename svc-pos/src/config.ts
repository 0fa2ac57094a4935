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
}

const schema = {
  properties: {
    ...baseConfigProperties,
    POS_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4003 },
    POS_DB_NAME: { type: 'string', minLength: 1, default: 'voltdesk_pos' },
    BUSINESS_TIME_ZONE: businessTimeZoneProperty,
  },
  required: ['MONGO_URL'],
  // The broker and svc-auth default to this machine: a production pod must be told where they are.
  requiredInProduction: baseRequiredInProduction,
  // svc-pos's own zone until every service read the one BUSINESS_TIME_ZONE.
  renamed: { POS_TIMEZONE: 'BUSINESS_TIME_ZONE' },
};

/** Reads the environment once; throws listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): PosConfig {
  return loadConfig<PosConfig>(schema, env, 'svc-pos');
}
