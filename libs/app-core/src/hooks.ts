import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCurrentUserQuery, useLogoutMutation } from './api/api';
import { loggedOut, selectToken } from './session/session-slice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

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

/**
 * The signed-in user (`admin/users`), loaded when a token exists (spec section 4) and cached per token.
 * Undefined while loading or when nobody is signed in.
 */
export function useCurrentUser() {
  const token = useAppSelector(selectToken);
  return useGetCurrentUserQuery(token ?? skipToken);
}
