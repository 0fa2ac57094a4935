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
  /**
   * CPU the server process had used by its ready line (user + system, from /proc): on a shared machine
   * the part of startMs that was work rather than waiting for a CPU.
   */
  startCpuMs: number;
  /** CPU the server process has used so far (user + system), in ms, from /proc. */
  cpuMs(): number;
  /** Resident set size of the server process, from /proc. */
  rssMb(): number;
  /** The largest resident set size the server process has had so far (VmHWM), from /proc. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process, fields 14 and 15 of /proc/PID/stat, in clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A memory figure of /proc/PID/status (given in kB), in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
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
    startCpuMs: cpuMs(child.pid!),
    cpuMs: () => cpuMs(child.pid!),
    rssMb: () => statusMb(child.pid!, 'VmRSS'),
    peakRssMb: () => statusMb(child.pid!, 'VmHWM'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
