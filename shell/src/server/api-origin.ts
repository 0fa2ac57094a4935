/**
 * The site's api object calls `/api/<path>`, relative to the page, as a browser resolves it. Node's fetch
 * resolves a relative URL against the global origin undici reads (its `setGlobalOrigin`), so the same
 * calls go to svc-content's own address on the server, without a second copy of the site's calls. Set once
 * per process, before the first render; every public read of the site is svc-content's.
 */
export function setApiOrigin(origin: string): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(origin);
}
