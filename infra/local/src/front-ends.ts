import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack-config';

const WORKSPACES: { dir: string; marker: string; uses?: string[] }[] = [
  { dir: 'shell', marker: 'dist/index.html' },
  { dir: 'mfe-site', marker: 'dist/mf-manifest.json' },
  { dir: 'mfe-cms', marker: 'dist/mf-manifest.json' },
  { dir: 'mfe-pos', marker: 'dist/mf-manifest.json' },
  // The server rendering of public pages bundles the shell's and the site's code.
  { dir: 'infra/render', marker: 'dist/render.mjs', uses: ['shell/src', 'mfe-site/src'] },
];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Sources outside a front end's folder that every front-end build includes. */
const SHARED_SOURCES = ['libs/app-core/src', 'libs/contracts/src'];

/**
 * Builds each front end whose build is missing or older than its sources, its own and the shared
 * libraries' (shell, then remotes), so `npm install && npm start` works on a fresh clone and a pulled
 * change is never served stale.
 */
export async function buildFrontEndsIfNeeded(log: (line: string) => void): Promise<void> {
  for (const ws of WORKSPACES) {
    const root = path.join(ROOT, ws.dir);
    if (!existsSync(path.join(root, 'package.json'))) continue;
    const marker = path.join(root, ws.marker);
    // The shared front-end libraries are built into every front end (app-core's CSS and helpers, the
    // contracts' schemas): a change there makes each build stale too.
    const sources = [
      ...['src', 'public'].map((d) => path.join(root, d)),
      ...[...SHARED_SOURCES, ...(ws.uses ?? [])].map((d) => path.join(ROOT, d)),
    ].filter(existsSync);
    const fresh = existsSync(marker) && Math.max(...sources.map(newestMtime)) <= statSync(marker).mtimeMs;
    if (fresh) continue;
    log(`building ${ws.dir} (first start or sources changed)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', ws.dir], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build of ${ws.dir} failed`);
  }
}
