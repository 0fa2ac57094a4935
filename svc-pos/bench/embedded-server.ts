/**
 * The embedded database as its own process (the CLI with a dbpath), so the benchmark can read the
 * server's resident memory on its own and time a restart from snapshot plus journal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BIN = path.join(
  path.dirname(require.resolve('@voltdesk/embedded-mongo/package.json')),
  'bin',
  'embedded-mongo.cjs',
);

export interface ServerProcess {
  uri: string;
  pid: number;
  /** Milliseconds from spawn to the ready line (recovery included). */
  startMs: number;
  /** Resident set size of the server process, from /proc. */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServer(dbPath: string): Promise<ServerProcess> {
  const started = process.hrtime.bigint();
  const child: ChildProcess = spawn(process.execPath, [BIN, '--port', '0', '--dbpath', dbPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /embedded-mongo listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    void exited.then(() => reject(new Error(`embedded-mongo exited before it was ready: ${out}`)));
  });
  const startMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    uri,
    pid: child.pid!,
    startMs,
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
