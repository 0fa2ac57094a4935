export * from './login';
export * from './views';
export * from './revocations';
export * from './users';

import { loginSchema } from './login';
import {
  adminRegisterSchema,
  changePasswordSchema,
  updateProfileSchema,
  userListQuerySchema,
  userStatusQuerySchema,
} from './users';

/** Every svc-auth request schema (compiled by the shared validator). */
export const authSchemas = [
  loginSchema,
  adminRegisterSchema,
  updateProfileSchema,
  changePasswordSchema,
  userListQuerySchema,
  userStatusQuerySchema,
] as const;
