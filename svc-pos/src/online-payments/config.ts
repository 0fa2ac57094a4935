import { readFileSync } from 'node:fs';

/** Stripe as svc-pos reaches it: keys, and the API's address (Stripe's own unless a stand-in is named). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: another API address (the local stand-in); absent, the SDK's own (api.stripe.com). */
  apiBase?: URL;
}

export interface OnlinePaymentConfig {
  /** Undefined while online payment is off (no keys): the invoice page shows the bank details only. */
  stripe?: StripeSettings;
  /** STRIPE_STANDIN=true: svc-pos starts the local Stripe stand-in itself (never in production). */
  standIn: boolean;
  /** The site's public origin, where Checkout sends the customer back to the invoice page. */
  publicUrl: string;
}

const PREFIX = 'svc-pos: invalid configuration\n';

/**
 * A secret from `NAME`, else from the file `NAME_FILE` names (a mounted Secret), trimmed; undefined when
 * neither is set.
 */
function secretOf(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const direct = env[name]?.trim();
  if (direct) return direct;
  const file = env[`${name}_FILE`]?.trim();
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (err) {
    throw new Error(`${PREFIX}  ${name}_FILE: ${file} cannot be read (${(err as Error).message})`);
  }
}

/**
 * Reads online payment's variables: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or their `*_FILE` form),
 * both or neither; STRIPE_API_BASE (an http(s) origin, only outside production); STRIPE_STANDIN; PUBLIC_URL.
 * In stand-in mode without keys, the stand-in's own test keys are used.
 *
 * @throws listing the problem, as the service's readConfig does.
 */
export function readOnlinePaymentConfig(env: NodeJS.ProcessEnv = process.env): OnlinePaymentConfig {
  const production = env.NODE_ENV === 'production';
  const standIn = env.STRIPE_STANDIN === 'true' || env.STRIPE_STANDIN === '1';
  if (standIn && production) throw new Error(`${PREFIX}  STRIPE_STANDIN: not allowed in production`);
  const publicUrl = (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(`${PREFIX}  PUBLIC_URL: an origin such as https://www.example.com`);
  }
  let secretKey = secretOf(env, 'STRIPE_SECRET_KEY');
  let webhookSecret = secretOf(env, 'STRIPE_WEBHOOK_SECRET');
  if (standIn) {
    secretKey ??= STAND_IN_SECRET_KEY;
    webhookSecret ??= STAND_IN_WEBHOOK_SECRET;
  }
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new Error(
      `${PREFIX}  ${missing}: required with the other Stripe key (or set neither: online payment off)`,
    );
  }
  const base = env.STRIPE_API_BASE?.trim();
  let apiBase: URL | undefined;
  if (base) {
    if (production)
      throw new Error(`${PREFIX}  STRIPE_API_BASE: not allowed in production (Stripe's own API only)`);
    try {
      apiBase = new URL(base);
    } catch {
      throw new Error(`${PREFIX}  STRIPE_API_BASE: not a URL`);
    }
    if (!['http:', 'https:'].includes(apiBase.protocol)) {
      throw new Error(`${PREFIX}  STRIPE_API_BASE: http:// or https:// only`);
    }
  }
  return {
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, apiBase } : undefined,
    standIn,
    publicUrl,
  };
}

/** The stand-in's keys: it accepts any key; these only ever sign and check the local webhook. */
export const STAND_IN_SECRET_KEY = 'sk_test_voltdesk_standin';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_voltdesk_standin';
