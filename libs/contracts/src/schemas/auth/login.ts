import type { FromSchema } from 'json-schema-to-ts';
import { emailField } from '../common';

export const loginSchema = {
  $id: 'auth.login',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: emailField,
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
export type LoginRequest = FromSchema<typeof loginSchema>;
