import {
  Component,
  createContext,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from '../../app/route-ownership';
import { federationLoader, REMOTE_TIMEOUT_MS, withTimeout, type RemoteLoader } from './remote-loader';
import './remote-area.css';

export const UNAVAILABLE_TEXT = 'This part of the site is temporarily unavailable';

const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);

/** Lets tests (and a standalone page) replace how remotes are loaded. */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

// Remotes that loaded, per loader, so moving between pages of one remote does not show the loading state.
const loadedRemotes = new WeakMap<RemoteLoader, Map<RemoteName, ComponentType>>();

function cachedRemote(loader: RemoteLoader, name: RemoteName): ComponentType | undefined {
  return loadedRemotes.get(loader)?.get(name);
}

/**
 * Makes `component` the loaded remote for `loader`, so a RemoteArea starts with it: a server render (which
 * has the remote's routes at hand) and the browser hydrating that render (which loads them first) draw the
 * page at once, not the loading state.
 */
export function rememberRemote(loader: RemoteLoader, name: RemoteName, component: ComponentType): void {
  const map = loadedRemotes.get(loader) ?? new Map<RemoteName, ComponentType>();
  map.set(name, component);
  loadedRemotes.set(loader, map);
}

/** Loads a remote with the production loader before the first render (see `rememberRemote`). */
export async function preloadRemoteArea(name: RemoteName): Promise<void> {
  rememberRemote(federationLoader, name, await federationLoader(name, 0));
}

export function RemoteLoading() {
  return (
    <div className="vd-remote-state" role="status">
      <span className="vd-remote-state__spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="vd-remote-state vd-remote-state--error" role="alert">
      <p className="vd-remote-state__text">{UNAVAILABLE_TEXT}</p>
      <button type="button" className="vd-remote-state__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so only its own area goes down. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote ${this.props.remote} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; Routes: ComponentType } | { status: 'failed' };

export interface RemoteAreaProps {
  name: RemoteName;
  timeoutMs?: number;
}

/**
 * Mounts a remote's `./routes` component. Missing (not in /remotes.json, manifest or entry not found),
 * slow (no answer within `timeoutMs`) and crashing remotes all show the unavailable state with Retry; the
 * rest of the page keeps working.
 */
export function RemoteArea({ name, timeoutMs = REMOTE_TIMEOUT_MS }: RemoteAreaProps) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = cachedRemote(loader, name);
    return cached ? { status: 'ready', Routes: cached } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let live = true;
    withTimeout(loader(name, attempt), timeoutMs, name).then(
      (Routes) => {
        rememberRemote(loader, name, Routes);
        if (live) startTransition(() => setState({ status: 'ready', Routes }));
      },
      (error: unknown) => {
        console.error(`[shell] remote ${name} did not load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [state.status, loader, name, attempt, timeoutMs]);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    setState({ status: 'loading' });
  }, []);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Routes } = state;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
