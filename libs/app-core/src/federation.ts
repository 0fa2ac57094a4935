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
