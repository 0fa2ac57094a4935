import {
  baseConfigProperties,
  baseRequiredInProduction,
  businessTimeZoneProperty,
  loadConfig,
  type BaseConfig,
} from '@voltdesk/service-kit';

export interface NotifyConfig extends BaseConfig {
  NOTIFY_PORT: number;
  PUBLIC_URL: string;
  /** Where svc-content's media (the site logo) is read from; PUBLIC_URL when unset. */
  CONTENT_MEDIA_URL?: string;
  /** svc-pos's origin: the PDF of a customer link is drawn from what svc-pos answers for its token. */
  POS_URL: string;
  SMTP_URL: string;
  MAIL_FROM: string;
  NEWSLETTER_RATE: number;
  SEND_CONCURRENCY: number;
  RETRY_BASE_SECONDS: number;
  LEASE_SECONDS: number;
  POLL_MS: number;
  STALE_AFTER_HOURS: number;
  BUSINESS_TIME_ZONE: string;
}

export const notifyConfigSchema = {
  properties: {
    ...baseConfigProperties,
    NOTIFY_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4004 },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/]+(/.*[^/])?$', default: 'http://localhost:8080' },
    // An origin only: the logo's path under /media/content/ is appended to it.
    CONTENT_MEDIA_URL: { type: 'string', pattern: '^https?://[^/]+$' },
    POS_URL: { type: 'string', pattern: '^https?://[^/]+$', default: 'http://127.0.0.1:4003' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://', default: 'smtp://127.0.0.1:1025' },
    MAIL_FROM: { type: 'string', minLength: 3, default: 'Voltdesk <no-reply@voltdesk.local>' },
    NEWSLETTER_RATE: { type: 'number', minimum: 0, default: 5 },
    SEND_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 4 },
    RETRY_BASE_SECONDS: { type: 'number', exclusiveMinimum: 0, default: 30 },
    LEASE_SECONDS: { type: 'number', minimum: 1, default: 120 },
    POLL_MS: { type: 'integer', minimum: 10, default: 1000 },
    STALE_AFTER_HOURS: { type: 'number', exclusiveMinimum: 0, default: 72 },
    BUSINESS_TIME_ZONE: businessTimeZoneProperty,
  },
  required: ['MONGO_URL'],
  // Each default is a development value (MailDev on this machine, a localhost link, a .local sender): in
  // production a missing one would silently mail nobody or send broken links.
  requiredInProduction: [...baseRequiredInProduction, 'SMTP_URL', 'PUBLIC_URL', 'MAIL_FROM', 'POS_URL'],
};

/** Reads the environment once; throws listing every bad variable. */
export function loadNotifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return loadConfig<NotifyConfig>(notifyConfigSchema, env, 'svc-notify');
}
