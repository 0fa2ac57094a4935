import { parseArgs } from 'node:util';
import type { Logger } from '../logger';
import { DurableStore } from '../storage/durable-store';
import { Engine } from '../storage/engine';
import { dumpEngine } from './dump';
import { restoreInto } from './restore';

/**
 * `embedded-mongo dump` and `embedded-mongo restore`: work on a dbpath directly, so the server must be
 * stopped (the dbpath lock refuses a second owner). Restore writes through the journal like any write,
 * and compacts once at the end so the next start loads a snapshot rather than replaying every insert.
 */
export async function runTool(sub: 'dump' | 'restore', argv: string[], logger: Logger): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dbpath: { type: 'string' },
      out: { type: 'string' },
      db: { type: 'string' },
      drop: { type: 'boolean' },
    },
  });
  if (!values.dbpath) throw new Error(`${sub}: --dbpath is required`);
  const engine = new Engine();
  const store = DurableStore.open(values.dbpath, engine, logger, {});
  try {
    if (sub === 'dump') {
      if (!values.out) throw new Error('dump: --out DIR is required');
      const s = dumpEngine(engine, values.out, values.db);
      return `dumped ${s.documents} documents in ${s.collections} collections to ${values.out}`;
    }
    const dir = positionals[0];
    if (!dir)
      throw new Error('restore: the dump directory is required (embedded-mongo restore DIR --dbpath D)');
    const s = restoreInto(engine, dir, { drop: values.drop === true });
    await engine.durable();
    await store.compact();
    return `restored ${s.documents} documents in ${s.collections} collections from ${dir}`;
  } finally {
    await store.close();
  }
}
