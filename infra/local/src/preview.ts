/**
 * For the front ends' screenshot and benchmark scripts (mfe-site, mfe-cms, mfe-pos): their production
 * builds served by the local gateway exactly as `npm start` serves them (createGateway: static files, gzip,
 * cache headers, /app-config.json, /robots.txt), with every API and media call answered by a mock instead of
 * the services. Only ever listens on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { closeGateway, createGateway } from './gateway';
import { ROOT } from './stack-config';

export { CHROMIUM_ARGS, chromiumPath } from './chromium';

/**
 * Production builds of the given workspaces into their dist folders (as `npm start` serves them). With
 * SKIP_BUILD=1 a workspace that already has a build is left as it is.
 */
export function buildFrontEnds(workspaces: string[]): void {
  for (const workspace of workspaces) {
    const dist = path.join(ROOT, workspace, 'dist');
    if (process.env.SKIP_BUILD === '1' && existsSync(dist)) continue;
    const build = spawnSync('npx', ['rspack', 'build'], {
      cwd: path.join(ROOT, workspace),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`${workspace} build failed`);
  }
}

export interface Preview {
  origin: string;
  close: () => Promise<void>;
}

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Starts the gateway with `mock` standing in for all four services: it gets every `/api/*` call of the
 * route table and every `/media/*` file, with their paths unchanged.
 */
export async function startPreviewGateway(
  mock: RequestListener,
  appConfig: { landingKey: string } = { landingKey: 'preview-landing-key' },
): Promise<Preview> {
  const services = createServer(mock);
  const upstream = await listen(services);
  // The gateway needs its public URL before it listens: reserve a free port first.
  const probe = createServer();
  const origin = await listen(probe);
  await close(probe);
  const gateway = createGateway({
    upstreams: { auth: upstream, content: upstream, pos: upstream, notify: upstream },
    appConfig: { ...appConfig, publicUrl: origin },
    publicUrl: origin,
  });
  await listen(gateway, Number(new URL(origin).port));
  return {
    origin,
    close: async () => {
      await closeGateway(gateway);
      await close(services);
    },
  };
}
