import type { UserView } from '@voltdesk/contracts';
import { normalizeError, toastError } from '@voltdesk/app-core';
import { useToggleAdminStatusMutation } from './admin-list-api';

/** Toggles an admin's status (active ↔ inactive); a refusal is toasted. */
export function useChangeAdminStatus() {
  const [toggle, toggling] = useToggleAdminStatusMutation();
  const changeStatus = async (user: UserView) => {
    const result = await toggle(user.id);
    if ('error' in result) toastError(normalizeError(result.error).message ?? 'Status not changed!');
  };
  return { changeStatus, busy: toggling.isLoading };
}
