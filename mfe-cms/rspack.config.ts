import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import federation from './module-federation.config';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * Applies the Module Federation config (module-federation.config.ts). `rspack build` makes the remote only
 * (remoteEntry.js, mf-manifest.json and chunks, publicPath `auto` so the gateway can serve it from
 * /remotes/cms/); `rspack serve` (npm start) adds the standalone host page on port 3002 (`CMS_PORT`).
 */
export default defineConfig((env: Record<string, unknown>): Configuration => {
  const serve = Boolean(env.RSPACK_SERVE);
  const isProd = !serve && process.env.NODE_ENV !== 'development';
  return {
    mode: isProd ? 'production' : 'development',
    context: __dirname,
    entry: serve ? { main: './src/standalone/index.ts' } : {},
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? 'chunks/[name].[contenthash:8].css' : 'chunks/[name].css',
      uniqueName: 'voltdesk_cms',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Workspaces export TypeScript source under the `source` condition.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2020',
              transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        // libs/contracts is data and functions: only what is used reaches a chunk.
        { test: /[\\/]libs[\\/]contracts[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      ...(serve
        ? [new rspack.HtmlRspackPlugin({ template: './src/standalone/index.html', inject: 'body' })]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: isProd ? 'deterministic' : 'named' },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.CMS_PORT ?? 3002),
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API and uploaded media come from the gateway of `npm start`.
      proxy: [{ context: ['/api', '/media'], target: GATEWAY_URL }],
    },
  };
});
