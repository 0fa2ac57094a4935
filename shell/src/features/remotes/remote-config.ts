import type { RemoteName } from '../../app/route-ownership';

/** `/remotes.json`: each remote's `mf-manifest.json` URL, per environment, read at run time. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

let pending: Promise<RemotesConfig> | null = null;

/**
 * Reads /remotes.json once per page; `refresh` (a Retry) reads it again, so a remote moved or added in the
 * file is found without reloading the page. A failed read is forgotten.
 * Throws when the file is missing or is not a JSON object.
 */
export function readRemotesConfig({ refresh = false }: { refresh?: boolean } = {}): Promise<RemotesConfig> {
  if (refresh) pending = null;
  pending ??= (async () => {
    const response = await fetch(REMOTES_CONFIG_URL, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new Error(`${REMOTES_CONFIG_URL} is not an object`);
    return body as RemotesConfig;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests only: forget the cached file. */
export function resetRemotesConfig(): void {
  pending = null;
}
