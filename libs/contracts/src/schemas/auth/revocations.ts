import type { FromSchema } from 'json-schema-to-ts';

/**
 * What svc-auth answers at `GET /internal/revocations` (outside `/api`: services fetch it directly, the
 * gateway and the Ingress never route it): every revocation still in force, read from svc-auth's database,
 * the source of truth. Each service loads it at start and polls it to keep its denylist current.
 */
export const revocationSnapshotSchema = {
  $id: 'auth.revocationSnapshot',
  type: 'object',
  additionalProperties: false,
  required: ['tokens', 'users'],
  properties: {
    /** Single tokens revoked by logout, until they would have expired anyway. */
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['jti', 'expires_at'],
        properties: {
          jti: { type: 'string', minLength: 1, maxLength: 64 },
          expires_at: { type: 'string', format: 'date-time' },
        },
      },
    },
    /** Per-user cut-offs (deactivation, password change, sign out everywhere): tokens issued up to then. */
    users: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'revoked_before'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 64 },
          revoked_before: { type: 'string', format: 'date-time' },
          /** The one session a password change keeps signed in (the one that made it). */
          keep_jti: { type: 'string', minLength: 1, maxLength: 64 },
        },
      },
    },
  },
} as const;
export type RevocationSnapshot = FromSchema<typeof revocationSnapshotSchema>;
