import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** What a save mutation settles to, as the modals read it (its message, or why it failed). */
export type SaveResult =
  { data: { message?: string } } | { error: FetchBaseQueryError | SerializedError | undefined };
