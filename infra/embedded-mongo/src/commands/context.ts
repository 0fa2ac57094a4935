import type { Logger } from '../logger';
import type { Engine } from '../storage/engine';
import type { Doc } from '../values/normalize';
import type { CursorStore } from './cursor-store';

export interface ServerInfo {
  startedAt: Date;
  host: string;
  port: number;
  connections: () => number;
}

export interface CommandContext {
  engine: Engine;
  cursors: CursorStore;
  logger: Logger;
  server: ServerInfo;
  connectionId: number;
}

export type CommandHandler = (cmd: Doc, db: string, ctx: CommandContext) => Doc | Promise<Doc>;
