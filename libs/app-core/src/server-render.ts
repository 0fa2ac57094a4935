import { createContext, type ComponentType } from 'react';
import type { AppStore } from './store';

/**
 * What the shell's server rendering and a remote's server entry share
 * (docs/decisions/0013-server-rendered-public-pages.md). Here, in the one library both build on, so neither
 * imports the other and the head's context is one object wherever both run.
 */

/** The head of a page as the server sends it: what the site writes into `<head>` in the browser. */
export interface PageHead {
  title: string;
  /** `meta` tags by `name` or `property`, in the order the browser's effect writes them. */
  meta: { kind: 'name' | 'property'; key: string; value: string }[];
  canonical: string;
  rss: { href: string; title: string };
  jsonLd?: string;
}

/**
 * Where a server render collects the page's head (effects do not run there): each screen reports its head
 * while it renders; the innermost renders last and wins, as its effect does in the browser. Null in the
 * browser.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** A JSON-LD block's text: `<` escaped, so no text of the company's can close the element. */
export const jsonLdText = (json: string): string => json.replace(/</g, '\\u003c');

/** `/app-config.json` as the browser reads it (the landing key, the public URL without its last slash). */
export interface PublicConfig {
  landingKey: string | null;
  publicUrl: string | null;
}

/** What a remote's server entry gives the shell's server render: its routes and the reads a page needs. */
export interface RemoteServerEntry {
  Routes: ComponentType;
  /**
   * Fills `store` with every answer the page renders from; 404 when the record the path names does not
   * exist for a visitor, 503 when its service did not answer.
   */
  prefetch(
    store: AppStore,
    pathname: string,
    search: string,
    config: PublicConfig,
  ): Promise<{ status: 200 | 404 | 503 }>;
}
