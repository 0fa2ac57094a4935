import Ajv from 'ajv';

/**
 * Reads and validates the environment once at start (12-factor). Every bad variable is reported in one
 * error, so an operator fixes them all in one go instead of one per restart.
 *
 * `schema` is a JSON Schema over the variable names; defaults fill unset variables, and values are
 * coerced from text (ports become numbers).
 */
export function loadConfig<T>(
  schema: { properties: Record<string, object>; required?: string[] },
  env: NodeJS.ProcessEnv = process.env,
  serviceName = 'service',
): T {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: false });
  const candidate: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') candidate[key] = value;
  }
  const validate = ajv.compile({ type: 'object', ...schema });
  if (!validate(candidate)) {
    const problems = (validate.errors ?? []).map((e) => {
      const name =
        e.instancePath.slice(1) || String((e.params as { missingProperty?: string }).missingProperty);
      return `  ${name}: ${e.message ?? 'invalid'}`;
    });
    throw new Error(`${serviceName}: invalid configuration\n${problems.join('\n')}`);
  }
  return candidate as T;
}

/** Common variables every service reads. */
export const baseConfigProperties = {
  NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
  LOG_LEVEL: {
    type: 'string',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
  },
  HOST: { type: 'string', default: '127.0.0.1' },
  MONGO_URL: { type: 'string', pattern: '^mongodb(\\+srv)?://' },
  KAFKA_BROKERS: { type: 'string', default: '127.0.0.1:9092' },
  JWKS_URL: { type: 'string', default: 'http://127.0.0.1:4001/.well-known/jwks.json' },
  MEDIA_DIR: { type: 'string', default: '.data/media' },
} as const;

export interface BaseConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  LOG_LEVEL: string;
  HOST: string;
  MONGO_URL: string;
  KAFKA_BROKERS: string;
  JWKS_URL: string;
  MEDIA_DIR: string;
}
