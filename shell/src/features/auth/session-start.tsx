import { useCurrentUser } from '@voltdesk/app-core';

/**
 * On start, when a token exists, the signed-in user is loaded (spec section 4). A revoked or expired token
 * answers 'Unauthenticated.', which ends the session in the base query.
 */
export function SessionStart() {
  useCurrentUser();
  return null;
}
