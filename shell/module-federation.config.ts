import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@voltdesk/app-core/federation';

/**
 * The shell is the Module Federation host. It declares no remotes at build time: their manifest URLs are
 * read at run time from /remotes.json (see src/features/remotes), so a remote is redeployed without
 * rebuilding the shell. The shared singletons are listed one by one in `@voltdesk/app-core/federation`
 * (never `...dependencies`), and every remote uses that same map (see README.md, "Remote contract").
 */

export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  // A shared module the shell already loaded wins over a newer copy a remote brings, so one store and one
  // React exist in the page even when a remote was built against a newer app-core minor.
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});
