import Ajv from 'ajv';
import proxyaddr from 'proxy-addr';
import { isTimeZone } from '../time/business-time';

/**
 * Reads and validates the environment once at start (12-factor). Every bad variable is reported in one
 * error, so an operator fixes them all in one go instead of one per restart.
 *
 * `schema` is a JSON Schema over the variable names; defaults fill unset variables, and values are
 * coerced from text (ports become numbers). `requiredInProduction` names the variables whose defaults are
 * development values (an address on this machine, a published password): with `NODE_ENV=production` each
 * must be set explicitly, and each missing one is named. `renamed` maps a variable's old name to its new
 * one: a deployment still setting the old name would silently get the default, so it is refused by name.
 */
export function loadConfig<T>(
  schema: {
    properties: Record<string, object>;
    required?: string[];
    requiredInProduction?: string[];
    renamed?: Record<string, string>;
  },
  env: NodeJS.ProcessEnv = process.env,
  serviceName = 'service',
): T {
  const problems = configProblems(schema, env);
  const { requiredInProduction, renamed, ...jsonSchema } = schema;
  for (const [old, name] of Object.entries(renamed ?? {})) {
    if (env[old]) problems.push(`  ${old}: renamed ${name}; set that instead`);
  }
  if (env.NODE_ENV === 'production') {
    for (const name of requiredInProduction ?? []) {
      if (!env[name]) problems.push(`  ${name}: required in production (the default is a development value)`);
    }
  }
  const candidate = readCandidate(jsonSchema, env, problems);
  if (problems.length) throw new Error(`${serviceName}: invalid configuration\n${problems.join('\n')}`);
  return candidate as T;
}

/** Checks ajv cannot express: values that must parse as something. */
function configProblems(schema: { properties: Record<string, object> }, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if ('TRUSTED_PROXIES' in schema.properties && env.TRUSTED_PROXIES) {
    try {
      proxyaddr.compile(env.TRUSTED_PROXIES.split(',').map((e) => e.trim()));
    } catch (err) {
      problems.push(`  TRUSTED_PROXIES: ${(err as Error).message}`);
    }
  }
  const zone = env.BUSINESS_TIME_ZONE;
  if ('BUSINESS_TIME_ZONE' in schema.properties && zone && !isTimeZone(zone)) {
    problems.push(`  BUSINESS_TIME_ZONE: "${zone}" is not an IANA time zone (e.g. Europe/London)`);
  }
  return problems;
}

function readCandidate(
  schema: { properties: Record<string, object>; required?: string[] },
  env: NodeJS.ProcessEnv,
  problems: string[],
): Record<string, unknown> {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: false });
  const candidate: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') candidate[key] = value;
  }
  const validate = ajv.compile({ type: 'object', ...schema });
  if (!validate(candidate)) {
    for (const e of validate.errors ?? []) {
      const name =
        e.instancePath.slice(1) || String((e.params as { missingProperty?: string }).missingProperty);
      problems.push(`  ${name}: ${e.message ?? 'invalid'}`);
    }
  }
  return candidate;
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
  /** Peers whose X-Forwarded-For is believed (addresses, CIDRs, `loopback`): the gateway / Ingress. */
  TRUSTED_PROXIES: { type: 'string', minLength: 1, default: 'loopback' },
  /** How often svc-auth's revocation state is reloaded. */
  REVOCATION_POLL_MS: { type: 'integer', minimum: 100, maximum: 10_000, default: 1000 },
  /** The revocation window: admin calls get 503 while the state is older than this. */
  REVOCATION_MAX_AGE_MS: { type: 'integer', minimum: 1000, maximum: 60_000, default: 4000 },
} as const;

/** Base variables whose defaults only make sense on a development machine. */
export const baseRequiredInProduction = ['KAFKA_BROKERS', 'JWKS_URL'];

export interface BaseConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  LOG_LEVEL: string;
  HOST: string;
  MONGO_URL: string;
  KAFKA_BROKERS: string;
  JWKS_URL: string;
  MEDIA_DIR: string;
  TRUSTED_PROXIES: string;
  REVOCATION_POLL_MS: number;
  REVOCATION_MAX_AGE_MS: number;
}
