import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  buildMode,
  definePlugins,
  frontEndBase,
  outputNames,
  precompiledSchemaValidators,
} from '@voltdesk/app-core/rspack';
import federation from './module-federation.config';

// Applies the Module Federation config; everything about federation lives in module-federation.config.ts.
// `rspack serve` (npm start) builds for development, `rspack build` for production unless
// NODE_ENV=development says otherwise.
export default defineConfig((env: Record<string, unknown>) => {
  const { isProd } = buildMode(env);
  return {
    ...frontEndBase(isProd, __dirname),
    // The page's base styles (global.css, also imported by the app) are the entry's, so index.html links
    // them in its head: a server-rendered page is drawn with them from its first paint instead of
    // shifting when the app's chunk brings them.
    entry: { main: ['./src/app/global.css', './src/index.ts'] },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      ...outputNames(isProd, 'assets/', 'assets/'),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'voltdesk_shell',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      precompiledSchemaValidators(__dirname),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      definePlugins(isProd),
    ],
    devServer: {
      port: Number(process.env.SHELL_PORT ?? 3000),
      historyApiFallback: true,
      hot: false,
      static: { directory: path.resolve(__dirname, 'public') },
      // Standalone work: the API (and uploaded media) come from the gateway of `npm start`.
      proxy: [
        {
          context: ['/api', '/media', '/remotes'],
          target: process.env.GATEWAY_URL ?? 'http://localhost:8080',
        },
      ],
    },
  };
});
