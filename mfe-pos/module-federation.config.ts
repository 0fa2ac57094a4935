import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@voltdesk/app-core/federation';

/**
 * The point-of-sale remote (shell/README.md, "Remote contract"): named `pos`, exposes `./routes` (a component
 * rendering the POS routes the shell mounts under /admin), shares the shell's singletons from app-core's one
 * map (never `...dependencies`), and builds `mf-manifest.json` so the shell finds it through /remotes.json.
 */
export default createModuleFederationConfig({
  name: 'pos',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
  shared: sharedSingletons,
  dts: false,
  manifest: true,
  // A remote never loads other remotes, so the remote-loading code of the runtime stays out.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
});
