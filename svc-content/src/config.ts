import {
  baseConfigProperties,
  baseRequiredInProduction,
  loadConfig,
  type BaseConfig,
} from '@voltdesk/service-kit';

export const DEFAULT_LANDING_KEY = 'voltdesk-public-landing-key';

export interface ContentConfig extends BaseConfig {
  CONTENT_PORT: number;
  PUBLIC_URL: string;
  LANDING_KEY: string;
  NEWSLETTER_DOUBLE_OPT_IN: boolean;
  LANDING_CACHE_TTL_MS: number;
  PUBLIC_WRITE_LIMIT_PER_HOUR: number;
}

const schema = {
  properties: {
    ...baseConfigProperties,
    CONTENT_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4002 },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/\\s]+(/\\S*)?$', default: 'http://localhost:8080' },
    LANDING_KEY: { type: 'string', minLength: 8, default: DEFAULT_LANDING_KEY },
    NEWSLETTER_DOUBLE_OPT_IN: { type: 'boolean', default: true },
    LANDING_CACHE_TTL_MS: { type: 'integer', minimum: 0, maximum: 3_600_000, default: 30_000 },
    PUBLIC_WRITE_LIMIT_PER_HOUR: { type: 'integer', minimum: 1, maximum: 100_000, default: 10 },
  },
  required: ['MONGO_URL'],
  requiredInProduction: [...baseRequiredInProduction, 'PUBLIC_URL', 'LANDING_KEY'],
};

/** Reads the environment once; fails listing every bad variable. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const config = loadConfig<ContentConfig>(schema, env, 'svc-content');
  // The dev default is public knowledge; a production deployment must choose its own key.
  if (config.NODE_ENV === 'production' && (!env.LANDING_KEY || env.LANDING_KEY === DEFAULT_LANDING_KEY)) {
    throw new Error(
      'svc-content: invalid configuration\n  LANDING_KEY: must be set (to something other than the dev default) in production',
    );
  }
  // Links are built as `${PUBLIC_URL}/path`.
  return { ...config, PUBLIC_URL: config.PUBLIC_URL.replace(/\/+$/, '') };
}
