import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { UNAUTHENTICATED_MESSAGE } from '@voltdesk/contracts';
import { loggedOut, networkErrorChanged, type SessionState } from '../session/session-slice';
import { API_BASE_URL, fetchWithEarlyAnswers } from './early-fetch';

export { API_BASE_URL };

/**
 * An endpoint's `extraOptions`. `asVisitor`: the call goes without the session's token, for the public
 * site's reads that answer an admin with more (drafts, whole records) than the page shows a visitor.
 */
export interface CallOptions {
  asVisitor?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  fetchFn: fetchWithEarlyAnswers,
  prepareHeaders: (headers, { getState, extraOptions }) => {
    const token = (getState() as { session?: SessionState }).session?.token;
    const asVisitor = (extraOptions as CallOptions | undefined)?.asVisitor === true;
    if (token && !asVisitor && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/**
 * A 401 on a call made with a token means the token is no good (bad, expired or revoked). The services
 * answer 'Unauthenticated.'; a 401 from a proxy in front of them (no JSON body) means the same.
 */
function isUnauthenticated(error: FetchBaseQueryError): boolean {
  if (error.status !== 401) return false;
  const body = error.data as { message?: unknown } | undefined;
  return typeof body?.message !== 'string' || body.message === UNAUTHENTICATED_MESSAGE;
}

/**
 * fetchBaseQuery plus the session rules of spec section 4/8:
 * - bearer token from the session on every call;
 * - 'Unauthenticated.' (401) from any service ends the session (the guard then shows /login);
 * - a network failure sets the network-error flag the login screen reads; any answer clears it.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, CallOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const session = (api.getState() as { session?: SessionState }).session;
  if (result.error) {
    if (result.error.status === 'FETCH_ERROR') {
      if (!session?.networkError) api.dispatch(networkErrorChanged(true));
    } else {
      if (session?.networkError) api.dispatch(networkErrorChanged(false));
      if (isUnauthenticated(result.error) && session?.token) api.dispatch(loggedOut('unauthenticated'));
    }
  } else if (session?.networkError) {
    api.dispatch(networkErrorChanged(false));
  }
  return result;
};
