import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ToastHost } from '@voltdesk/app-core';

/** A page drawn on the server, in the document, before its script has run. */
export interface DrawnOnServer {
  /** The server's HTML: type into its fields as a visitor can before hydration. */
  container: HTMLElement;
  /** Lets the script take over the page (hydration), as the browser does once it has loaded. */
  hydrate(): Promise<void>;
  /** Unmounts what hydration mounted (each test's cleanup). */
  unmount(): void;
}

/**
 * `page()`'s server-rendered HTML in the document, beside the toast host, not yet hydrated: public pages
 * are drawn on the server, and on a slow phone a visitor types before the script takes over.
 */
export function drawnOnServer(page: () => ReactElement): DrawnOnServer {
  const container = document.createElement('div');
  // react-redux's Provider takes its layout effect when a window exists (jsdom has one), and React's
  // server renderer warns about it; the real server render has no window.
  const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(page());
  warn.mockRestore();
  document.body.append(container);
  render(<ToastHost />);
  let root: Root | undefined;
  return {
    container,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(container, page());
      });
    },
    unmount: () => act(() => root?.unmount()),
  };
}
