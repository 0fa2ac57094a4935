import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, or undefined where there is no /proc (macOS):
 * the benchmark reports CPU per request next to throughput, since throughput alone swings with whatever
 * else the machine is doing and CPU per request much less.
 */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
