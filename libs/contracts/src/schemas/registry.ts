import { idQuerySchema } from './common';
import {
  adminRegisterSchema,
  changePasswordSchema,
  loginSchema,
  updateProfileSchema,
  userListQuerySchema,
  userStatusQuerySchema,
} from './auth';
import { siteDataSchema } from './content/site-data';

/**
 * Every request schema of the API, compiled once at boot by each service (ajv) and used as-is by the
 * front-end forms. A schema is referenced by its `$id` (`auth.login`, `pos.orders.create`, ...).
 * Service issues add their schemas here.
 */
export const requestSchemas = [
  idQuerySchema,
  loginSchema,
  adminRegisterSchema,
  updateProfileSchema,
  changePasswordSchema,
  userListQuerySchema,
  userStatusQuerySchema,
  siteDataSchema,
] as const;

export type SchemaId = (typeof requestSchemas)[number]['$id'];
