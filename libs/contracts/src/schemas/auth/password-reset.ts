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

/** A reset link's token: 32 random bytes, base64url. */
const resetTokenField = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

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
    token: resetTokenField,
    password: passwordField,
  },
} as const;
export type ResetPasswordRequest = FromSchema<typeof resetPasswordSchema>;

/** The reset page asks whether its link still works before it shows the form. */
export const resetLinkQuerySchema = {
  $id: 'auth.resetLinkQuery',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: resetTokenField },
} as const;
export type ResetLinkQuery = FromSchema<typeof resetLinkQuerySchema>;
