#!/usr/bin/env node
// Runs the compiled CLI when it is at least as new as the source; otherwise bundles the TypeScript
// source with esbuild (tens of milliseconds) and runs that, so the local stack needs no build step and
// never runs a stale build.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const packageDir = path.join(__dirname, '..');
const dist = path.join(packageDir, 'dist', 'cli.js');

/** The newest modification time of the TypeScript sources. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * One bundle of src/cli.ts, run from a temporary file. Running the source through tsx's loader kept
 * the loader and its transforms: about 14 MB more resident than the compiled CLI, after a full GC.
 */
async function runSource() {
  const esbuild = require('esbuild');
  const { isBuiltin } = require('node:module');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
  const outfile = path.join(dir, 'cli.js');
  try {
    await esbuild.build({
      entryPoints: [path.join(packageDir, 'src', 'cli.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: `node${process.versions.node.split('.')[0]}`,
      plugins: [
        {
          // Packages stay require() calls, by absolute path: the bundle lives outside this package.
          name: 'packages-by-path',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              isBuiltin(args.path)
                ? { path: args.path, external: true }
                : { path: require.resolve(args.path, { paths: [args.resolveDir] }), external: true },
            );
          },
        },
      ],
      // Stack traces name the source files.
      sourcemap: 'inline',
      sourcesContent: false,
      outfile,
      logLevel: 'error',
    });
    await esbuild.stop();
    process.setSourceMapsEnabled(true);
    require(outfile);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs >= newestSource(path.join(packageDir, 'src'))) {
  require(dist);
} else {
  runSource().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
