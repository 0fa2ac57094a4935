export * from './site-data';

import { siteDataSchema } from './site-data';

/** Every svc-content request schema (compiled by the shared validator). Add new ones here. */
export const contentSchemas = [siteDataSchema] as const;
