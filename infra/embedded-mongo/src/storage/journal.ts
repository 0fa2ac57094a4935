import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { JournalRecord, JournalSink } from './journal-record';
import { encodeRecord } from './record-format';

const write = promisify(fs.write);
const fdatasync = promisify(fs.fdatasync);
const close = promisify(fs.close);

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Append-only journal with group commit: records appended during one turn of the event loop are written
 * with a single write and a single fdatasync, and every command waiting on them is acknowledged together.
 * While one batch is being synced the next one accumulates, so throughput grows with concurrency.
 */
export class Journal implements JournalSink {
  private pending: Array<{ fd: number; buf: Buffer }> = [];
  private appendedSeq = 0;
  private durableSeq = 0;
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private failed: Error | undefined;
  private retired: number[] = [];
  /** Bytes in the current journal file, including records not yet flushed. */
  currentBytes: number;
  onFlushed: (() => void) | undefined;

  private constructor(
    private fd: number,
    public file: string,
  ) {
    this.currentBytes = fs.fstatSync(fd).size;
  }

  static open(file: string): Journal {
    const fd = fs.openSync(file, 'a');
    fsyncDir(path.dirname(file));
    return new Journal(fd, file);
  }

  append(record: JournalRecord): void {
    const buf = encodeRecord(record);
    this.pending.push({ fd: this.fd, buf });
    this.appendedSeq++;
    this.currentBytes += buf.length;
    if (!this.flushing && !this.scheduled) {
      this.scheduled = true;
      // setImmediate (not nextTick) lets every request already read from the sockets join this batch.
      setImmediate(() => {
        this.scheduled = false;
        void this.flush();
      });
    }
  }

  waitDurable(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const seq = this.appendedSeq;
    if (this.durableSeq >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length > 0 && !this.failed) {
        const batch = this.pending;
        this.pending = [];
        const seq = this.appendedSeq;
        // Records stay in order; a rotation in the middle of a batch splits it by file.
        let start = 0;
        while (start < batch.length) {
          const fd = (batch[start] as { fd: number }).fd;
          let end = start;
          while (end < batch.length && (batch[end] as { fd: number }).fd === fd) end++;
          const buf = Buffer.concat(batch.slice(start, end).map((b) => b.buf));
          let off = 0;
          while (off < buf.length) off += (await write(fd, buf, off, buf.length - off)).bytesWritten;
          await fdatasync(fd);
          start = end;
        }
        this.durableSeq = seq;
        const ready = this.waiters.filter((w) => w.seq <= seq);
        this.waiters = this.waiters.filter((w) => w.seq > seq);
        for (const w of ready) w.resolve();
        this.onFlushed?.();
      }
    } catch (err) {
      this.failed = err instanceof Error ? err : new Error(String(err));
      for (const w of this.waiters) w.reject(this.failed);
      this.waiters = [];
    } finally {
      this.flushing = false;
    }
    if (this.pending.length > 0 && !this.failed) void this.flush();
  }

  /** Switches new records to another file; records already appended still go to the old one. */
  rotate(file: string): void {
    const fd = fs.openSync(file, 'a');
    fsyncDir(path.dirname(file));
    this.retired.push(this.fd);
    this.fd = fd;
    this.file = file;
    this.currentBytes = 0;
  }

  /** Closes files left behind by rotate() once everything written to them is durable. */
  async closeRetired(): Promise<void> {
    await this.waitDurable();
    const fds = this.retired;
    this.retired = [];
    await Promise.all(fds.map((fd) => close(fd)));
  }

  async close(): Promise<void> {
    try {
      await this.waitDurable();
    } finally {
      await Promise.all([...this.retired, this.fd].map((fd) => close(fd).catch(() => undefined)));
      this.retired = [];
    }
  }
}
