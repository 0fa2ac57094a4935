export * from './notifications';
export * from './views';

import { notificationsQuerySchema, retryNewsletterSchema } from './notifications';

/** Every svc-notify request schema (compiled by the shared validator). Add new ones here. */
export const notifySchemas = [notificationsQuerySchema, retryNewsletterSchema] as const;
