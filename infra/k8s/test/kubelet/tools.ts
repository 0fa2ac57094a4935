import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder with `mongodump` and `mongorestore`: the stand-in of `mongo-tools.cjs` (no real MongoDB
 * Database Tools can be installed here; see that file for what it checks and what it does not).
 */
export function mongoToolsBin(dir: string): string {
  const bin = path.join(dir, 'mongo-tools-bin');
  mkdirSync(bin, { recursive: true });
  for (const tool of ['mongodump', 'mongorestore']) {
    const file = path.join(bin, tool);
    writeFileSync(
      file,
      `#!/bin/sh\nexec "${process.execPath}" "${path.join(__dirname, 'mongo-tools.cjs')}" ${tool} "$@"\n`,
    );
    chmodSync(file, 0o755);
  }
  return bin;
}
