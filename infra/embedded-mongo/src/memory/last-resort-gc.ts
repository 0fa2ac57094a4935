import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The release for a process that is nothing but the server (the CLI): Node exposes V8's `gc` only
 * behind `--expose-gc`, which the flag set at run time makes available to a new context. A host that
 * embeds the server through start() keeps its own heap policy and passes no release.
 */
export function lastResortGc(): () => void {
  const gc = (globalThis.gc ??
    (v8.setFlagsFromString('--expose-gc'), runInNewContext('gc'))) as NodeJS.GCFunction;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
