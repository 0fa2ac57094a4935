import os from 'node:os';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { createModuleFederationConfig, ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@voltdesk/app-core/federation';
import { resolveSource, sourceRules } from '@voltdesk/app-core/rspack';

/**
 * rspack config of the fixture `site` remote (test/fixture-remote), built the way a real remote is:
 * named `site`, exposing `./routes`, the shell's shared singletons, a manifest (mf-manifest.json), the
 * shell's Module Federation runtime and `publicPath: 'auto'` so it can be served from any folder (here
 * /remotes/site/).
 */
export function fixtureRemoteConfig(outDir: string): Configuration {
  return {
    mode: 'production',
    context: path.resolve(__dirname, '..'),
    entry: {},
    output: { path: outDir, publicPath: 'auto', uniqueName: 'voltdesk_fixture_site', clean: true },
    performance: { hints: false },
    resolve: resolveSource,
    module: { rules: sourceRules(true) },
    plugins: [
      new ModuleFederationPlugin(
        createModuleFederationConfig({
          name: 'site',
          filename: 'remoteEntry.js',
          exposes: { './routes': './test/fixture-remote/routes.tsx' },
          // Version skew on purpose: the fixture says it was built against app-core 1.1.0 while the shell
          // provides 1.0.0; with singletons and the shell's loaded-first strategy it must still load and use
          // the shell's copy.
          shared: {
            ...sharedSingletons,
            '@voltdesk/app-core': { singleton: true, version: '1.1.0', requiredVersion: '^1.1.0' },
          },
          dts: false,
          manifest: true,
          // As the real remotes' builds do (app-core's remoteRspackConfig): the shell's runtime, not its own.
          experiments: { externalRuntime: true },
        }),
      ),
    ],
  };
}

// Loaded by the rspack CLI (`rspack build -c scripts/fixture-remote.config.ts`): building in a child
// process keeps tsx's transform away from the Module Federation runtime code rspack stringifies.
export default fixtureRemoteConfig(
  process.env.FIXTURE_OUT ?? path.join(os.tmpdir(), 'voltdesk-fixture-site'),
);
