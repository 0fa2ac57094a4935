import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import {
  buildMode,
  definePlugins,
  frontEndBase,
  GATEWAY_URL,
  outputNames,
  precompiledSchemaValidators,
  remoteRspackConfig,
} from '@voltdesk/app-core/rspack';
import federation from './module-federation.config';

/** Where the public pages' own bundle goes, inside dist/ so it is served with the remote (/remotes/site/). */
export const PUBLIC_DIR = 'public';
/** The remote's build, in the list of builds `rspack build` runs. */
export const REMOTE_BUILD = 'remote';
/** The file naming the public bundle's entry scripts and stylesheets, for the server's documents. */
export const PUBLIC_ENTRY_FILE = 'public-entry.json';

/**
 * Writes public-entry.json: the entry's scripts and stylesheets (content-hashed names, relative to the
 * file), which the server names in every public page it renders (shell/src/server/site-assets.ts).
 */
class PublicEntryManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PublicEntryManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicEntryManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = compilation.entrypoints.get('public')?.getFiles() ?? [];
          const manifest = {
            js: files.filter((f) => f.endsWith('.js')),
            css: files.filter((f) => f.endsWith('.css')),
          };
          compilation.emitAsset(
            PUBLIC_ENTRY_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The public pages' bundle (docs/decisions/0015-public-pages-without-federation.md): the same routes as
 * the remote's `./routes`, hydrated without the shell and without the Module Federation runtime, so a
 * visitor's page carries neither. Libraries are tree-shaken here (no shared module is).
 */
function publicPagesConfig(isProd: boolean): Configuration {
  return {
    ...frontEndBase(isProd, __dirname),
    name: 'public-pages',
    entry: { public: './src/public-entry/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist', PUBLIC_DIR),
      // Chunks load from where the entry script was loaded (the site's release path).
      publicPath: 'auto',
      ...outputNames(isProd, '', ''),
      uniqueName: 'voltdesk_site_public',
      clean: true,
    },
    plugins: [precompiledSchemaValidators(__dirname), definePlugins(isProd), new PublicEntryManifestPlugin()],
  };
}

/**
 * The site remote (`rspack build`: served by the gateway from /remotes/site/) and the public pages' own
 * bundle beside it in dist/public; `rspack serve` is the standalone page on port 3001 (`SITE_PORT`).
 */
const remote = remoteRspackConfig({
  dir: __dirname,
  federation,
  devPort: Number(process.env.SITE_PORT ?? 3001),
  proxyPaths: ['/api', '/media', '/sitemap.xml', '/robots.txt'],
  devServer: {
    // /app-config.json (the landing key and the public URL) comes from the gateway too; when the gateway
    // does not answer, the local copy in public/ is served so the page still starts.
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'app-config',
        path: '/app-config.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          fetch(`${GATEWAY_URL}/app-config.json`)
            .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
            .catch(() => readFileSync(path.resolve(__dirname, 'public/app-config.json'), 'utf8'))
            .then((body) => {
              res.setHeader('content-type', 'application/json');
              res.end(body);
            });
        },
      });
      return middlewares;
    },
  },
});

export default defineConfig((env: Record<string, unknown>) => {
  const { serve, isProd } = buildMode(env);
  const site = remote(env);
  if (serve) return site;
  // Both builds write into dist/: the remote's clean leaves the public bundle's folder to its own build,
  // and the public bundle is built after the remote. Side by side, the remote's clean once found
  // dist/public empty (just made by the other build), removed it as an empty folder while the other build
  // wrote into it, and failed the build (ENOTEMPTY) on a fresh clone.
  const withKeep = {
    ...site,
    name: REMOTE_BUILD,
    output: { ...site.output, clean: { keep: `${PUBLIC_DIR}/` } },
  };
  return [withKeep, { ...publicPagesConfig(isProd), dependencies: [REMOTE_BUILD] }];
});
