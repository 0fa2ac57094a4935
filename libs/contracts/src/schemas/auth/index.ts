export * from './login';
export * from './password-reset';
export * from './views';
export * from './revocations';
export * from './users';
export * from './roles';
export * from './permissions';
export * from './activity';

import { activityQuerySchema } from './activity';
import { loginSchema } from './login';
import { rolePermissionsSchema } from './permissions';
import { forgotPasswordSchema, resetLinkQuerySchema, resetPasswordSchema } from './password-reset';
import {
  adminNamesQuerySchema,
  adminRegisterSchema,
  changePasswordSchema,
  updateProfileSchema,
  userListQuerySchema,
  userRoleSchema,
  userStatusQuerySchema,
} from './users';

/** Every svc-auth request schema (compiled by the shared validator). */
export const authSchemas = [
  loginSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetLinkQuerySchema,
  adminRegisterSchema,
  updateProfileSchema,
  changePasswordSchema,
  userListQuerySchema,
  userStatusQuerySchema,
  userRoleSchema,
  activityQuerySchema,
  adminNamesQuerySchema,
  rolePermissionsSchema,
] as const;
