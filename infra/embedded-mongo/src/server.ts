import net from 'node:net';
import { CursorStore } from './commands/cursor-store';
import type { CommandContext, ServerInfo } from './commands/context';
import { MAX_MESSAGE_SIZE_BYTES } from './commands/handshake';
import { commandName, runCommand } from './commands/registry';
import type { Logger } from './logger';
import type { Engine } from './storage/engine';
import type { Doc } from './values/normalize';
import { FrameReader } from './wire/frame-reader';
import { encodeOpMsg, parseOpMsg } from './wire/op-msg';
import { encodeOpReply, parseOpQuery } from './wire/op-query';
import { MSG_MORE_TO_COME, OP_MSG, OP_QUERY, readHeader } from './wire/opcodes';

export interface WireServerOptions {
  engine: Engine;
  logger: Logger;
  /** Commands slower than this are logged. */
  slowMs?: number;
  /** Told when each request starts and ends (idle-time memory release). */
  activity?: { begin(): void; end(): void };
}

/** Accepts driver connections and runs each connection's requests strictly in order. */
export class WireServer {
  readonly cursors = new CursorStore();
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  private nextRequestId = 1;
  private closing = false;
  private readonly info: ServerInfo;

  constructor(private readonly opts: WireServerOptions) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.info = { startedAt: new Date(), host: '127.0.0.1', port: 0, connections: () => this.sockets.size };
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const addr = this.server.address() as net.AddressInfo;
        this.info.host = host;
        this.info.port = addr.port;
        resolve(addr.port);
      });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.cursors.clear();
    await closed;
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    const peer = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const reader = new FrameReader(MAX_MESSAGE_SIZE_BYTES);
    const ctx: CommandContext = {
      engine: this.opts.engine,
      cursors: this.cursors,
      logger: this.opts.logger,
      server: this.info,
      connectionId,
    };
    let chain: Promise<void> = Promise.resolve();
    const fail = (what: string, err: unknown): void => {
      this.opts.logger.warn(
        `connection ${connectionId} (${peer}) ${what}: ${err instanceof Error ? err.message : String(err)}`,
      );
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      let frames: Buffer[];
      try {
        frames = reader.push(chunk);
      } catch (err) {
        fail('protocol error', err);
        return;
      }
      const activity = this.opts.activity;
      for (const frame of frames) {
        chain = chain
          .then(() => this.handle(frame, ctx, socket))
          .catch((err: unknown) => fail('request failed', err));
        if (activity) {
          activity.begin();
          chain = chain.finally(() => activity.end());
        }
      }
    });
    socket.on('error', (err) => {
      // Clients vanishing mid-request are routine; one line is enough.
      this.opts.logger.warn(`connection ${connectionId} (${peer}) error: ${err.message}`);
    });
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async handle(frame: Buffer, ctx: CommandContext, socket: net.Socket): Promise<void> {
    // Once stopping, queued requests are dropped: the journal is about to close under them.
    if (this.closing) return;
    const header = readHeader(frame);
    let command: Doc;
    let moreToCome = false;
    let legacy = false;
    if (header.opCode === OP_MSG) {
      const msg = parseOpMsg(frame);
      command = msg.command;
      moreToCome = (msg.flags & MSG_MORE_TO_COME) !== 0;
    } else if (header.opCode === OP_QUERY) {
      const q = parseOpQuery(frame);
      legacy = true;
      command = q.fullCollectionName.endsWith('.$cmd')
        ? q.command
        : { $legacyQuery: q.fullCollectionName, $db: q.command.$db };
    } else {
      throw new Error(`unsupported opCode ${header.opCode}`);
    }
    const started = performance.now();
    const reply = await runCommand(command, ctx);
    const elapsed = performance.now() - started;
    if (elapsed > (this.opts.slowMs ?? 100)) {
      const name = commandName(command);
      const target =
        typeof command[name] === 'string'
          ? `${String(command.$db)}.${String(command[name])}`
          : String(command.$db);
      this.opts.logger.warn(`slow command ${name} on ${target}: ${Math.round(elapsed)} ms`);
    }
    if (moreToCome || socket.destroyed) return;
    const requestId = this.nextRequestId;
    this.nextRequestId = (this.nextRequestId % 0x7fffffff) + 1;
    socket.write(
      legacy
        ? encodeOpReply(requestId, header.requestId, reply)
        : encodeOpMsg(requestId, header.requestId, reply),
    );
  }
}
