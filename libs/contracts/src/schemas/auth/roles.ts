/**
 * An admin's role. Which endpoints each role may call is decided by the endpoint
 * definitions (`rolesOf` in ../../endpoints/roles.ts); which screens it sees, by the shell's route table.
 * - owner: everything, and the only role that manages admins;
 * - editor: the CMS, the site settings and the newsletters;
 * - clerk: the point of sale.
 */
export const ROLES = ['owner', 'editor', 'clerk'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The JSON Schema of a role field (forms and server validation alike). */
export const roleField = { type: 'string', enum: ROLES } as const;
