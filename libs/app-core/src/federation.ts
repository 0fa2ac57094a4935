import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The installed version of `pkg`: a trimmed module (below) has no package.json of its own to tell it. */
const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/**
 * A shared library provided as a module listing the names the front ends use (`shared-modules/<pkg>.ts`)
 * instead of the whole package: a shared module is never tree-shaken, and every byte counts on the public
 * page's budget. Every front end uses this same map, so each one's fallback is the same trimmed module.
 */
const trimmed = (pkg: string) => ({
  import: path.join(__dirname, 'shared-modules', `${pkg}.ts`),
  version: versionOf(pkg),
});

/**
 * The Module Federation `shared` map every Voltdesk front end uses (shell and remotes alike), for their
 * `module-federation.config.ts`: `shared: sharedSingletons`. One list, so the shell and the remotes can
 * never disagree on what is a singleton. Build-time only: nothing here runs in the browser.
 *
 * No `strictVersion`: with the shell's `shareStrategy: 'loaded-first'`, a remote built against a newer
 * minor of a library still loads and uses the copy the shell already loaded.
 *
 * `@reduxjs/toolkit` is not shared: only app-core (itself a singleton) and RTK Query's shared module call
 * it, so each build tree-shakes it like any other library.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^18.3.1' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^18.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^18.3.1' },
  'react-router-dom': { singleton: true, requiredVersion: '^6.30.0', ...trimmed('react-router-dom') },
  'react-redux': { singleton: true, requiredVersion: '^9.2.0', ...trimmed('react-redux') },
  '@reduxjs/toolkit/query/react': { singleton: true, requiredVersion: '^2.9.0' },
  'react-toastify': { singleton: true, requiredVersion: '^11.0.0' },
  '@voltdesk/app-core': { singleton: true, requiredVersion: '^1.0.0' },
  '@voltdesk/app-core/ui': { singleton: true, requiredVersion: '^1.0.0' },
  '@voltdesk/app-core/forms': { singleton: true, requiredVersion: '^1.0.0' },
  '@voltdesk/app-core/editor': { singleton: true, requiredVersion: '^1.0.0' },
} as const;

/**
 * A remote's whole Module Federation config (shell/README.md, "Remote contract"), for its
 * `module-federation.config.ts`: named `name`, exposes `./routes` (the component rendering the routes the
 * shell mounts), shares `sharedSingletons` (never `...dependencies`), and builds `mf-manifest.json` so the
 * shell finds it through /remotes.json.
 */
export const remoteFederation = (name: string) =>
  ({
    name,
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
    shared: sharedSingletons,
    dts: false,
    manifest: true,
    // A remote never loads other remotes, so the runtime's remote-loading and snapshot code stays out of
    // remoteEntry.js (every byte counts on the public page budget).
    experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
  }) as const;
