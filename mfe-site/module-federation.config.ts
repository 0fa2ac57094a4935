import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@voltdesk/app-core/federation';

/**
 * The public-website remote (shell/README.md, "Remote contract"): named `site`, exposes `./routes` (a
 * component rendering every public route), shares the shell's singletons from app-core's one map (never
 * `...dependencies`), and builds `mf-manifest.json` so the shell finds it through /remotes.json.
 */
export default createModuleFederationConfig({
  name: 'site',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedSingletons,
  dts: false,
  manifest: true,
  // The remote never loads other remotes, so the remote-loading and
  // snapshot code of the runtime stays out of remoteEntry.js: every byte counts on the public page budget.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
});
