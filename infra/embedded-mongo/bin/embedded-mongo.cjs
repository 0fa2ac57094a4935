#!/usr/bin/env node
// Runs the compiled CLI when it exists; otherwise runs the TypeScript source through tsx, so the
// local stack works without a build step.
const fs = require('node:fs');
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist', 'cli.js');
if (fs.existsSync(dist)) {
  require(dist);
} else {
  require('tsx/cjs');
  require(path.join(__dirname, '..', 'src', 'cli.ts'));
}
