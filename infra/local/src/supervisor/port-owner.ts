import { execFileSync } from 'node:child_process';
import { commandOf } from './stack-state';

/**
 * Who listens on a local TCP port: `ss` (Linux) or `lsof` (macOS and most others). Only ever used to name
 * the process in an error message, so a missing tool just means a vaguer message.
 */
export function portOwner(port: number): { pid: number; command: string } | undefined {
  const pid = viaSs(port) ?? viaLsof(port);
  return pid ? { pid, command: commandOf(pid) } : undefined;
}

function viaSs(port: number): number | undefined {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function viaLsof(port: number): number | undefined {
  try {
    const out = execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-t'], { encoding: 'utf8' });
    const pid = Number(out.split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Every listening TCP socket of the given processes (Linux `ss`), as `address:port` strings per pid. */
export function listeningSockets(pids: number[]): Array<{ pid: number; address: string }> {
  const out = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
  const rows: Array<{ pid: number; address: string }> = [];
  for (const line of out.split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (cols.length < 6) continue;
    for (const m of line.matchAll(/pid=(\d+)/g)) {
      const pid = Number(m[1]);
      if (pids.includes(pid)) rows.push({ pid, address: cols[3]! });
    }
  }
  return rows;
}
