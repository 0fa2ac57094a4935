import { useCurrentUser } from '@voltdesk/app-core';
import { rolesOf, type Endpoint, type Role } from '@voltdesk/contracts';

/**
 * The signed-in admin's role, from their record (`admin/users`, cached per token): what the menu and the
 * routes show. The services decide on their own from the token; this only keeps the screens in step.
 * Undefined while the record loads.
 */
export function useRole(): {
  role: Role | undefined;
  /** What an owner lets the role do (Reports, VAT settings), as the record says. */
  permissions: readonly string[] | undefined;
  loading: boolean;
  failed: boolean;
} {
  const { data, isLoading, isError } = useCurrentUser();
  return { role: data?.role, permissions: data?.permissions, loading: isLoading, failed: isError };
}

/** Whether `role` may call `endpoint` by its definition (a public endpoint: anyone). */
export const mayCall = (role: Role | undefined, endpoint: Endpoint): boolean => {
  const roles = rolesOf(endpoint);
  return roles === null || (role !== undefined && roles.includes(role));
};
