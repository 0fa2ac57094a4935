import type { FromSchema } from 'json-schema-to-ts';
import { emailField } from '../common';
import { passwordField } from './users';

/** Login > "Forgot password?": the e-mail of the account. */
export const forgotPasswordSchema = {
  $id: 'auth.forgotPassword',
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailField },
} as const;
export type ForgotPasswordRequest = FromSchema<typeof forgotPasswordSchema>;

/**
 * The reset page: the token from the mailed link (32 random bytes, base64url) and the new password. The
 * "repeat password" box is the form's own check; the server needs the password once.
 */
export const resetPasswordSchema = {
  $id: 'auth.resetPassword',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'password'],
  properties: {
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
    password: passwordField,
  },
} as const;
export type ResetPasswordRequest = FromSchema<typeof resetPasswordSchema>;
