import { MingoError } from 'mingo/util';
import { ErrorCodes, MongoCommandError, toCommandError } from '../errors';
import type { Doc } from '../values/normalize';
import { adminCommands } from './admin';
import { aggregateCommands } from './aggregate';
import type { CommandContext, CommandHandler } from './context';
import { findCommands } from './crud-find';
import { explain } from './explain';
import { writeCommands } from './crud-write';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';

const handlers = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...adminCommands,
    ...findCommands,
    ...writeCommands,
    ...aggregateCommands,
    ...indexCommands,
    explain,
  }),
);

/** mongod also accepts some names in other cases (`buildinfo`, `findandmodify`). */
const lowerCase = new Map<string, CommandHandler>([...handlers].map(([k, v]) => [k.toLowerCase(), v]));

/** Known MongoDB commands this server deliberately does not implement (115 rather than 59). */
const NOT_SUPPORTED = new Set([
  'abortTransaction',
  'commitTransaction',
  'authenticate',
  'saslStart',
  'saslContinue',
  'createUser',
  'dropUser',
  'usersInfo',
  'replSetGetStatus',
  'replSetInitiate',
  'mapReduce',
  'validate',
  'compact',
  'shardCollection',
  'fsync',
  'currentOp',
  'killOp',
]);

/** Envelope fields the driver adds to every command; they carry no meaning for a standalone server. */
const ENVELOPE = [
  '$db',
  'lsid',
  '$clusterTime',
  'txnNumber',
  '$readPreference',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'readConcern',
  'writeConcern',
  'maxTimeMS',
  'comment',
  '$queryOptions',
];

export function commandName(cmd: Doc): string {
  return Object.keys(cmd)[0] ?? '';
}

export async function runCommand(raw: Doc, ctx: CommandContext): Promise<Doc> {
  const db = typeof raw.$db === 'string' ? raw.$db : 'admin';
  const name = commandName(raw);
  try {
    // Transactions need a replica set; answer like a standalone mongod does.
    if (raw.startTransaction === true || raw.autocommit === false) {
      throw new MongoCommandError(
        ErrorCodes.IllegalOperation,
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    let cmd: Doc = {};
    for (const [k, v] of Object.entries(raw)) if (!ENVELOPE.includes(k)) cmd[k] = v;
    // `aggregate` with `explain: true` is the older spelling of `{explain: {aggregate: ...}}`.
    if (name === 'aggregate' && cmd.explain === true) {
      const { explain: _flag, ...inner } = cmd;
      cmd = { explain: inner, verbosity: 'queryPlanner' };
    }
    const key = commandName(cmd);
    const handler = handlers.get(key) ?? lowerCase.get(key.toLowerCase());
    if (!handler) {
      if (NOT_SUPPORTED.has(name)) {
        throw new MongoCommandError(
          ErrorCodes.CommandNotSupported,
          `command ${name} is not supported by embedded-mongo`,
        );
      }
      throw new MongoCommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    }
    return await handler(cmd, db, ctx);
  } catch (err) {
    if (err instanceof MongoCommandError || err instanceof MingoError) return toCommandError(err).toReply();
    // Anything else is a bug or an I/O failure (e.g. the journal could not be synced): log it in full.
    ctx.logger.error(
      `command ${name} on ${db} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    const message = err instanceof Error ? err.message : String(err);
    return new MongoCommandError(ErrorCodes.InternalError, `${name} failed: ${message}`).toReply();
  }
}
