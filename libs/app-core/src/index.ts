/**
 * @voltdesk/app-core: what the shell and every remote share at run time (one Module Federation singleton).
 * Heavier parts live behind their own entry points so a public page never loads them:
 * `@voltdesk/app-core/ui` (table, modal, badges, image input), `@voltdesk/app-core/forms` (JSON Schema
 * validation) and `@voltdesk/app-core/editor` (the rich-text editor).
 */
export { api, useGetCurrentUserQuery, useSetupEntriesQuery, useLogoutMutation } from './api/api';
export type { SingleSetup, WebsiteData, SetupImage } from './api/api';
export { API_BASE_URL, baseQuery } from './api/base-query';
export type { CallArgs } from './api/endpoint-call';
export { defineCalls, localRead, read, write } from './api/define-calls';
export type {
  DefaultArg,
  DefinitionsOf,
  Envelope,
  Idempotent,
  ReadCall,
  WriteCall,
  Tagging,
} from './api/define-calls';
export { newIdempotencyKey } from './api/idempotency-key';
export { toFormData } from './api/form-data';
export type { IdempotencyKey } from './api/idempotency-key';
export { firstMessages, normalizeError } from './api/errors';
export type { FirstErrors, NormalizedError } from './api/errors';
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  networkErrorChanged,
  selectToken,
  selectUserType,
  selectUserId,
  selectIsAdmin,
  selectNetworkError,
  selectSessionEndedBy,
} from './session/session-slice';
export type { SessionState, LoggedInPayload } from './session/session-slice';
export { STORAGE_KEYS, readStoredSession } from './session/session-storage';
export { rootReducer, makeStore } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { useAppDispatch, useAppSelector, useCurrentUser, useLogout } from './hooks';
export { TOAST_TEXT, ToastHost, toastError, toastSuccess } from './toast';
export { documentTitle, useDocumentTitle } from './document-title';
export { PageHeadContext, jsonLdText } from './server-render';
export type { PageHead, PublicConfig, RemoteServerEntry } from './server-render';
export {
  businessClock,
  businessClockKnown,
  resetBusinessClock,
  setBusinessClock,
  type BusinessClock,
} from './dates/business-clock';
export {
  businessToday,
  dayOf,
  dayPlaceholder,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayNumeric,
  formatTime,
  instantOfZoned,
  parseDayNumeric,
  zonedInputOf,
} from './dates/format-date';
