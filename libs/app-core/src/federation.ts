/**
 * The Module Federation `shared` map every Voltdesk front end uses (shell and remotes alike), for their
 * `module-federation.config.ts`: `shared: sharedSingletons`. One list, so the shell and the remotes can
 * never disagree on what is a singleton. Build-time only: nothing here runs in the browser.
 *
 * No `strictVersion`: with the shell's `shareStrategy: 'loaded-first'`, a remote built against a newer
 * minor of a library still loads and uses the copy the shell already loaded.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^18.3.1' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^18.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^18.3.1' },
  'react-router-dom': { singleton: true, requiredVersion: '^6.30.0' },
  'react-redux': { singleton: true, requiredVersion: '^9.2.0' },
  '@reduxjs/toolkit': { singleton: true, requiredVersion: '^2.9.0' },
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
