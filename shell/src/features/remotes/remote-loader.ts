import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../app/route-ownership';
import { readRemotesConfig } from './remote-config';

/** What every remote exposes as `./routes` (README.md, "Remote contract"). */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** Loads a remote's routes component; `attempt` is 0 first, then 1, 2... on each Retry. */
export type RemoteLoader = (name: RemoteName, attempt: number) => Promise<ComponentType>;

/** How long a remote may take to load before its area shows the unavailable state. */
export const REMOTE_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`Remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const registered = new Map<RemoteName, string>();

/**
 * The production loader: manifest URL from /remotes.json, registered with the Module Federation runtime,
 * then `loadRemote('<name>/routes')`. A retry re-registers with `force` so a failed or redeployed remote is
 * fetched afresh. Throws RemoteUnavailableError (or the runtime's error) when anything fails.
 */
export const federationLoader: RemoteLoader = async (name, attempt) => {
  await registerRemote(name, attempt);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new RemoteUnavailableError(name, './routes has no default component');
  }
  return module.default;
};

async function registerRemote(name: RemoteName, attempt: number): Promise<void> {
  const config = await readRemotesConfig({ refresh: attempt > 0 });
  const entry = config[name];
  if (!entry) throw new RemoteUnavailableError(name, 'not listed in /remotes.json');
  if (registered.get(name) !== entry || attempt > 0) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

/**
 * Starts downloading a remote's manifest, entry and `./routes` chunks (JS and CSS) without running them, so
 * they arrive while the shell's own chunks load instead of after. Never throws: a failure here is reported
 * by the real load.
 */
export function preloadRemoteRoutes(name: RemoteName): void {
  registerRemote(name, 0)
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: ['./routes'] }]))
    .catch(() => undefined);
}

/** Rejects with RemoteUnavailableError when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
