import { consoleLogger, type Logger } from './logger';
import { IdleRelease, type ReleaseMemory } from './memory/idle-release';
import { WireServer } from './server';
import { DurableStore } from './storage/durable-store';
import { Engine } from './storage/engine';
import { sweepExpired } from './storage/ttl-sweeper';

export interface StartOptions {
  /** TCP port; 0 picks a free one. Default 27018. */
  port?: number;
  /** Address to listen on. Default 127.0.0.1. */
  bind?: string;
  /** Directory for the journal and snapshot; memory only when absent. */
  dbPath?: string;
  logger?: Logger;
  /** Commands slower than this many milliseconds are logged. Default 100. */
  slowMs?: number;
  /** How often TTL indexes are swept. Default 60 000 ms (MongoDB's interval). */
  ttlIntervalMs?: number;
  /** Rewrite the snapshot once the journal exceeds this many bytes. Default 64 MiB. */
  compactBytes?: number;
  /**
   * Hands freed memory back to the operating system once the server has been idle for a second after
   * its resident size grew by 64 MiB (a bulk load, an index build, a restart). The CLI passes
   * serverMemoryRelease(); without it (a server embedded in a test or a tool) the host's heap is left
   * alone.
   */
  releaseMemory?: ReleaseMemory;
  /**
   * Keep an oplog (`local.oplog.rs`) as a replica set member does, for backup tools that read it
   * (`mongodump --oplog`). Off by default: nothing else needs it, and every write then costs a second one.
   */
  oplog?: boolean;
}

export interface EmbeddedMongo {
  /** Connection string for the driver, e.g. `mongodb://127.0.0.1:27018`. */
  uri: string;
  host: string;
  port: number;
  /** Closes connections, flushes the journal and releases the dbpath lock. Safe to call twice. */
  stop(): Promise<void>;
}

export const DEFAULT_PORT = 27018;

export async function start(opts: StartOptions = {}): Promise<EmbeddedMongo> {
  const logger = opts.logger ?? consoleLogger;
  const host = opts.bind ?? '127.0.0.1';
  const idle = opts.releaseMemory
    ? new IdleRelease({ release: opts.releaseMemory, logger, idleMs: 1000, growthBytes: 64 * 1048576 })
    : undefined;
  const engine = new Engine();
  const store = opts.dbPath
    ? DurableStore.open(opts.dbPath, engine, logger, { compactBytes: opts.compactBytes })
    : undefined;
  if (opts.oplog) engine.enableOplog();
  const server = new WireServer({ engine, logger, slowMs: opts.slowMs, activity: idle });
  let port: number;
  try {
    port = await server.listen(opts.port ?? DEFAULT_PORT, host);
  } catch (err) {
    await store?.close();
    throw err;
  }
  const sweep = setInterval(
    () => {
      try {
        const n = sweepExpired(engine);
        if (n > 0) logger.info(`ttl: removed ${n} expired documents`);
      } catch (err) {
        logger.error(`ttl sweep failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      server.cursors.sweepIdle();
    },
    Math.min(opts.ttlIntervalMs ?? 60_000, 60_000),
  );
  // The sweeper must never keep a process (or a test run) alive on its own.
  sweep.unref();
  // A restart's recovery is work like any request's: what it left behind is released once idle.
  idle?.end();
  let stopping: Promise<void> | undefined;
  const uriHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    uri: `mongodb://${uriHost}:${port}`,
    host,
    port,
    stop() {
      stopping ??= (async () => {
        clearInterval(sweep);
        idle?.stop();
        await server.close();
        await store?.close();
      })();
      return stopping;
    },
  };
}

export { consoleLogger, silentLogger, type Logger } from './logger';
export { indexesUsed, planStages, type PlanStage } from './plan-stages';
