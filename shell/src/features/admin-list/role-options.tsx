import { ROLES, type Role } from '@voltdesk/contracts';

/** What each role may do, as the owner picks one (the services enforce it). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner: everything, and the admins',
  editor: 'Editor: website content and settings',
  clerk: 'Clerk: point of sale',
};

export const roleName = (role: Role): string => role.charAt(0).toUpperCase() + role.slice(1);

/**
 * The `<option>`s of a role select: with what each role may do (Add New), or the role's name alone (the
 * list's narrow Role column, whose Roles panel below says what each does).
 */
export function RoleOptions({ short = false }: { short?: boolean }) {
  return (
    <>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {short ? roleName(role) : ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}
