import os from 'node:os';
import type { CommandHandler } from './context';

import { MAX_BSON_OBJECT_SIZE } from '../storage/document-size';
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;
/** Wire version of MongoDB 7.0. */
export const MAX_WIRE_VERSION = 21;
export const SERVER_VERSION = '7.0.0';

const hello: CommandHandler = (cmd, _db, ctx) => {
  const reply: Record<string, unknown> = {
    helloOk: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
  // Legacy isMaster callers read `ismaster`; hello callers must not get it.
  if (!('hello' in cmd)) reply.ismaster = true;
  return reply;
};

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  }),
  getParameter: (cmd) => {
    const known: Record<string, unknown> = {
      featureCompatibilityVersion: { version: '7.0' },
      authenticationMechanisms: [],
      maxBSONDepth: 100,
    };
    if (cmd.getParameter === '*' || (typeof cmd.getParameter === 'object' && cmd.getParameter !== null)) {
      return { ...known, ok: 1 };
    }
    const out: Record<string, unknown> = { ok: 1 };
    for (const k of Object.keys(cmd)) if (k in known) out[k] = known[k];
    return out;
  },
  serverStatus: (_cmd, _db, ctx) => ({
    host: `${os.hostname()}:${ctx.server.port}`,
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - ctx.server.startedAt.getTime()) / 1000),
    uptimeMillis: Date.now() - ctx.server.startedAt.getTime(),
    localTime: new Date(),
    connections: { current: ctx.server.connections(), available: 10000 },
    mem: { resident: Math.round(process.memoryUsage().rss / (1024 * 1024)) },
    ok: 1,
  }),
  hostInfo: () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      numCores: os.cpus().length,
      memSizeMB: Math.round(os.totalmem() / 1048576),
    },
    os: { type: os.type(), version: os.release() },
    ok: 1,
  }),
  whatsmyuri: () => ({ you: '127.0.0.1:0', ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  getCmdLineOpts: () => ({ argv: process.argv, parsed: {}, ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  logout: () => ({ ok: 1 }),
};
