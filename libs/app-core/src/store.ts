import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi as api } from './api/base-api';
import { sessionPersistence, sessionSlice } from './session/session-slice';

/**
 * Slices the remotes inject at run time. A remote declares its slice here by module augmentation:
 *
 *   declare module '@voltdesk/app-core' { interface LazyLoadedSlices extends WithSlice<typeof ordersSlice> {} }
 *
 * and injects it once, at import time: `ordersSlice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The product's one root reducer; the shell builds its store from it and remotes inject into it. */
export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionPersistence),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
