import type { RootState } from '@voltdesk/app-core';

/**
 * Where a server-rendered page carries the store it was drawn from: a JSON data block (never run, so the
 * Content-Security-Policy, which allows no inline script, has nothing to object to). Written by
 * src/server/document.ts, read once by bootstrap.tsx.
 */
export const RENDERED_STATE_ID = 'vd-state';

/** The rendered page's store, or undefined when this page was not rendered on the server. */
export function readRenderedState(): Partial<RootState> | undefined {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<RootState>;
  } catch {
    return undefined;
  }
}
