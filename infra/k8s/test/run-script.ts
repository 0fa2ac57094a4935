import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { K8S_DIR } from '../src/units';

/**
 * Runs `src/<script>` with tsx as its `npm run` script in package.json does (`source`: with
 * `--conditions=source`, so the workspace libraries are read from their sources), in a process of its own:
 * prettier loads its plugins by dynamic import, which jest's module VM refuses.
 */
export function runScript(
  script: string,
  args: string[],
  o: { source?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  return spawnSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      ...(o.source === false ? [] : ['--conditions=source']),
      path.join(K8S_DIR, 'src', script),
      ...args,
    ],
    { encoding: 'utf8', env: o.env ?? process.env },
  );
}
