import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';

/**
 * The shell is the Module Federation host. It declares no remotes at build time: their manifest URLs are
 * read at run time from /remotes.json (see src/features/remotes), so a remote is redeployed without
 * rebuilding the shell. Shared singletons are listed one by one (never `...dependencies`); every remote
 * lists the same keys with the same `requiredVersion` ranges (see README.md, "Remote contract").
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

export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  // A shared module the shell already loaded wins over a newer copy a remote brings, so one store and one
  // React exist in the page even when a remote was built against a newer app-core minor.
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
});
