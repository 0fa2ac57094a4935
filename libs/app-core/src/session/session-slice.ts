import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

export interface SessionState {
  token: string | null;
  userType: string | null;
  userId: string | null;
  /** Set when a call failed at the network level; the login screen shows 'Network problem'. */
  networkError: boolean;
  /** Why the session ended, when it ended on its own ('Unauthenticated.' from a service). */
  endedBy: 'logout' | 'unauthenticated' | null;
}

export interface LoggedInPayload {
  token: string;
  userType: string;
  userId: string;
}

const initialState = (): SessionState => ({ ...readStoredSession(), networkError: false, endedBy: null });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoggedInPayload>) {
      state.token = action.payload.token;
      state.userType = action.payload.userType;
      state.userId = action.payload.userId;
      state.networkError = false;
      state.endedBy = null;
    },
    loggedOut(state, action: PayloadAction<'logout' | 'unauthenticated' | undefined>) {
      state.token = null;
      state.userType = null;
      state.userId = null;
      state.endedBy = action.payload ?? 'logout';
    },
    networkErrorChanged(state, action: PayloadAction<boolean>) {
      state.networkError = action.payload;
    },
  },
  selectors: {
    selectToken: (s) => s.token,
    selectUserType: (s) => s.userType,
    selectUserId: (s) => s.userId,
    selectIsAdmin: (s) => Boolean(s.token) && s.userType === 'admin',
    selectNetworkError: (s) => s.networkError,
    selectSessionEndedBy: (s) => s.endedBy,
  },
});

export const { loggedIn, loggedOut, networkErrorChanged } = sessionSlice.actions;
export const {
  selectToken,
  selectUserType,
  selectUserId,
  selectIsAdmin,
  selectNetworkError,
  selectSessionEndedBy,
} = sessionSlice.selectors;

/** Keeps localStorage in step with the session: written on login, cleared on logout. */
export const sessionPersistence: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (loggedIn.match(action)) writeStoredSession(action.payload);
  else if (loggedOut.match(action)) clearStoredSession();
  return result;
};
