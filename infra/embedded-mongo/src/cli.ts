import { parseArgs } from 'node:util';
import { runTool } from './dump/tool';
import { consoleLogger } from './logger';
import { serverMemoryRelease } from './memory/release-memory';
import { DEFAULT_PORT, start, type EmbeddedMongo } from './index';

const USAGE = `usage: embedded-mongo [--port 27018] [--bind 127.0.0.1] [--dbpath DIR] [--slow-ms 100] [--compact-bytes N] [--oplog]
       embedded-mongo dump --dbpath DIR --out DUMP_DIR [--db NAME]     (server stopped)
       embedded-mongo restore DUMP_DIR --dbpath DIR [--drop]            (server stopped)
  --port           TCP port (0 picks a free one)            default ${DEFAULT_PORT}
  --bind           address to listen on                     default 127.0.0.1
  --dbpath         journal + snapshot directory; without it data lives in memory only
  --slow-ms        log commands slower than this            default 100
  --compact-bytes  rewrite the snapshot when the journal exceeds this size  default 67108864
  --oplog          log every write to local.oplog.rs, as a replica set member does (for mongodump --oplog)`;

async function main(): Promise<void> {
  const sub = process.argv[2];
  if (sub === 'dump' || sub === 'restore') {
    console.log(await runTool(sub, process.argv.slice(3), consoleLogger));
    return;
  }
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      bind: { type: 'string' },
      dbpath: { type: 'string' },
      'slow-ms': { type: 'string' },
      'compact-bytes': { type: 'string' },
      oplog: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}`);
  // Handlers go in before the ready line is printed: whoever waits on that line may signal at once.
  const running: { server?: EmbeddedMongo } = {};
  let exiting = false;
  const shutdown = (signal: string): void => {
    if (exiting) return;
    exiting = true;
    consoleLogger.info(`${signal}: flushing journal and shutting down`);
    // Still starting: main() sees `exiting` once start() returns and stops the server there.
    if (!running.server) return;
    running.server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        consoleLogger.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const server = await start({
    port,
    bind: values.bind ?? '127.0.0.1',
    dbPath: values.dbpath,
    slowMs: values['slow-ms'] === undefined ? undefined : Number(values['slow-ms']),
    compactBytes: values['compact-bytes'] === undefined ? undefined : Number(values['compact-bytes']),
    logger: consoleLogger,
    oplog: values.oplog ?? false,
    releaseMemory: serverMemoryRelease(consoleLogger),
  });
  running.server = server;
  if (exiting) {
    await server.stop();
    process.exit(0);
  }
  consoleLogger.info(values.dbpath ? `journaling to ${values.dbpath}` : 'memory only (no --dbpath)');
  // The local stack waits for this exact line on stdout.
  console.log(`embedded-mongo listening on ${server.uri}`);
}

main().catch((err: unknown) => {
  consoleLogger.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
