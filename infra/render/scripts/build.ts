/**
 * `npm run build -w @voltdesk/render`: bundles the server rendering of public pages (src/render.ts: the
 * shell's layout around the site remote's server entry) into ES modules for Node: dist/render.mjs, which
 * the local gateway imports, and dist/main.mjs, the production render server. React and every other
 * library are bundled in, one copy, so the react-redux context the shell provides is the one the site's
 * hooks read. Stylesheets are the browser's business: they are left out.
 */
import path from 'node:path';
import { build } from 'esbuild';

const packageDir = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  await build({
    entryPoints: {
      render: path.join(packageDir, 'src/render.ts'),
      main: path.join(packageDir, 'src/main.ts'),
    },
    outdir: path.join(packageDir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    jsx: 'automatic',
    conditions: ['source'],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // A CommonJS dependency's `require` of Node's own modules, inside an ES module.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
