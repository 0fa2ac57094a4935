/**
 * The rspack configuration every Voltdesk front end is built with: `sourceRules`/`resolveSource` for the
 * shell and the remotes alike, and `remoteRspackConfig` for a whole remote (`mfe-*`). Build-time only:
 * nothing here runs in the browser.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type DevServer = NonNullable<Configuration['devServer']>;

/** `rspack serve` (a dev server) or `rspack build`; production unless serving or NODE_ENV=development. */
export function buildMode(env: Record<string, unknown>): { serve: boolean; isProd: boolean } {
  const serve = Boolean(env.RSPACK_SERVE);
  return { serve, isProd: !serve && process.env.NODE_ENV !== 'development' };
}

/** TypeScript and React through SWC, CSS modules-free, and libs/contracts tree-shaken. */
export function sourceRules(isProd: boolean): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Evergreen browsers only: ES5 output (swc's default) would add helpers and regenerator code to
          // every chunk, and the public page has a JavaScript budget.
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
        },
      },
      type: 'javascript/auto',
    },
    // libs/contracts is pure data and functions: only what a chunk uses reaches it (ajv above all stays out
    // of every chunk that does not validate a form).
    { test: /[\\/]libs[\\/]contracts[\\/]/, sideEffects: false },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|ico|webp)$/, type: 'asset/resource' },
  ];
}

export const resolveSource: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  // Workspaces export TypeScript source under the `source` condition.
  conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
};

/**
 * The forms validate with the contract's JSON Schemas; under the Content-Security-Policy (no 'unsafe-eval')
 * ajv cannot compile them in the browser, so each build precompiles them (schema-validators.ts) and uses
 * that module in place of libs/contracts' validator. `dir` is the workspace being built.
 */
export function precompiledSchemaValidators(dir: string) {
  const outFile = path.join(dir, 'node_modules/.cache/voltdesk/schema-validators.cjs');
  mkdirSync(path.dirname(outFile), { recursive: true });
  const script = path.join(__dirname, 'schema-validators.ts');
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', script, outFile], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('could not precompile the contract schemas for the forms');
  return new rspack.NormalModuleReplacementPlugin(
    /libs[\\/]contracts[\\/]src[\\/]schemas[\\/]validator\.ts$/,
    outFile,
  );
}

export function definePlugins(isProd: boolean) {
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
  });
}

/**
 * Output file names: content-hashed in production (cached for a year by the gateway and nginx), plain in
 * development. Entry files go under `entryDir`, lazy chunks under `chunkDir`.
 */
export function outputNames(isProd: boolean, entryDir: string, chunkDir: string) {
  const hash = isProd ? '.[contenthash:8]' : '';
  return {
    filename: `${entryDir}[name]${hash}.js`,
    chunkFilename: `${chunkDir}[name]${hash}.js`,
    cssFilename: `${entryDir}[name]${hash}.css`,
    cssChunkFilename: `${chunkDir}[name]${hash}.css`,
  };
}

/**
 * What the shell's and every remote's build share: the mode, source maps, the TypeScript and CSS rules,
 * and deterministic module ids (stable file names from build to build). `dir` is the front end's folder.
 */
export function frontEndBase(isProd: boolean, dir: string): Configuration {
  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: resolveSource,
    module: { rules: sourceRules(isProd) },
    optimization: { moduleIds: 'deterministic', chunkIds: isProd ? 'deterministic' : 'named' },
    performance: { hints: false },
  };
}

export interface RemoteBuild {
  /** The remote's folder (its `__dirname`). */
  dir: string;
  /** Its module-federation.config.ts. */
  federation: FederationOptions;
  /** Port of its standalone dev server (`rspack serve`). */
  devPort: number;
  /** Paths the standalone dev server sends to the gateway; `/api` and `/media` by default. */
  proxyPaths?: string[];
  /** Anything else the standalone dev server needs (extra middlewares). */
  devServer?: Partial<DevServer>;
}

/** Where the standalone dev servers send the API: the gateway of `npm start`. */
export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * A remote's whole rspack config. `rspack build` makes the remote only (remoteEntry.js, mf-manifest.json and
 * chunks, publicPath `auto` so the gateway serves it from /remotes/<name>/), using the shell's Module
 * Federation runtime instead of bringing a second copy (`externalRuntime`; the shell sets
 * `provideExternalRuntime`). `rspack serve` adds the standalone host page (src/standalone), which has no
 * shell, so there the remote keeps its own runtime.
 */
export function remoteRspackConfig(remote: RemoteBuild) {
  return (env: Record<string, unknown>): Configuration => {
    const { serve, isProd } = buildMode(env);
    const federation: FederationOptions = serve
      ? remote.federation
      : {
          ...remote.federation,
          experiments: { ...remote.federation.experiments, externalRuntime: true },
        };
    return {
      ...frontEndBase(isProd, remote.dir),
      entry: serve ? { main: './src/standalone/index.ts' } : {},
      output: {
        path: path.resolve(remote.dir, 'dist'),
        publicPath: 'auto',
        ...outputNames(isProd, '', 'chunks/'),
        uniqueName: `voltdesk_${remote.federation.name}`,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        precompiledSchemaValidators(remote.dir),
        ...(serve
          ? [
              // Script tags from the root: the page is opened at deep links such as /admin/orders, where a
              // relative `main.js` would hit the history fallback. Chunks keep publicPath `auto`, so a shell
              // can still load this dev server's mf-manifest.json from another origin.
              new rspack.HtmlRspackPlugin({
                template: './src/standalone/index.html',
                inject: 'body',
                publicPath: '/',
              }),
            ]
          : []),
        definePlugins(isProd),
      ],
      devServer: {
        port: remote.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: remote.proxyPaths ?? ['/api', '/media'], target: GATEWAY_URL }],
        ...remote.devServer,
      },
    };
  };
}
