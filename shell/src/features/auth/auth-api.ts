import { defineCalls, read, write } from '@voltdesk/app-core';
import { authEndpoints as auth } from '@voltdesk/contracts';

export const {
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useResetLinkStatusQuery,
} = defineCalls([], {
  login: write(auth.login, { result: ({ data }) => data }),
  /** Answers the same message whether or not the address has an account. */
  forgotPassword: write(auth.forgotPassword),
  /** 200 while the link works; 422 under `errors.token` saying why not (already used, or invalid). */
  resetLinkStatus: read(auth.resetLinkStatus, {
    args: (token: string) => ({ query: { token } }),
    result: (body) => body,
    // A link is checked once per visit: used or not, the answer is not kept for another visit.
    keepUnusedDataFor: 0,
  }),
  resetPassword: write(auth.resetPassword),
});
