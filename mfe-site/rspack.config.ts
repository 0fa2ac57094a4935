import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { GATEWAY_URL, remoteRspackConfig } from '@voltdesk/app-core/rspack';
import federation from './module-federation.config';

/**
 * The site remote (`rspack build`: served by the gateway from /remotes/site/); `rspack serve` adds the
 * standalone page on port 3001 (`SITE_PORT`). The whole config is app-core's remote config.
 */
export default defineConfig(
  remoteRspackConfig({
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
  }),
);
