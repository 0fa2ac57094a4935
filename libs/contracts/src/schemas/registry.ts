import { authSchemas } from './auth';
import { idQuerySchema, listQuerySchema } from './common';
import { contentSchemas } from './content';
import { notifySchemas } from './notify';
import { posSchemas } from './pos';

/**
 * Every request schema of the API, compiled by each service (ajv, at its first request) and used as-is by the
 * front-end forms. A schema is referenced by its `$id` (`auth.login`, `pos.orders.create`, ...).
 * Each service's schemas are listed in its own folder's index (`schemas/<service>/index.ts`).
 */
export const requestSchemas = [
  idQuerySchema,
  listQuerySchema,
  ...authSchemas,
  ...contentSchemas,
  ...posSchemas,
  ...notifySchemas,
] as const;

export type SchemaId = (typeof requestSchemas)[number]['$id'];
