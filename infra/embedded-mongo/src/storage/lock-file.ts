import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'mongod.lock';

/** Directories locked by this process: a pid check alone cannot tell two in-process servers apart. */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `DIR/mongod.lock` (holding our pid) with an exclusive create. A lock left by a process that no
 * longer exists is stale and taken over; a live owner makes this throw.
 */
export function acquireLock(dir: string, onStale?: (owner: string) => void): () => void {
  const file = path.join(dir, LOCK_FILE);
  const key = fs.realpathSync(dir);
  if (heldHere.has(key))
    throw new Error(`dbpath ${dir} is locked by another server in this process (${file})`);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner = NaN;
    try {
      owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    } catch {
      // Vanished between open and read; retry.
      continue;
    }
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
      throw new Error(`dbpath ${dir} is locked by running process ${owner} (${file})`);
    }
    // Stale (dead owner, unreadable content, or our own pid from a previous incarnation): take it over.
    onStale?.(Number.isInteger(owner) ? String(owner) : 'unknown');
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not acquire lock ${file}`);
}
