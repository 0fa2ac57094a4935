import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLogoutMutation } from './api/api';
import { loggedOut } from './session/session-slice';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Logout of spec section 4: tells svc-auth (which revokes the token), then clears the session whatever it
 * answered; the guard sends the browser to /login.
 */
export function useLogout(): () => Promise<void> {
  const [callLogout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await callLogout().unwrap();
    } catch {
      // A failed logout call still ends the session here; the token expires on its own.
    }
    dispatch(loggedOut('logout'));
  }, [callLogout, dispatch]);
}
