import type { Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';

export interface RunServiceOptions {
  name: string;
  app: Koa;
  port: number;
  host: string;
  logger: Logger;
  /** Called in order after the server stops accepting and in-flight requests end (flush outbox, close Kafka, mongoose). */
  onShutdown?: Array<() => Promise<unknown>>;
  /** Hard limit for the whole shutdown. */
  shutdownTimeoutMs?: number;
}

export interface RunningService {
  server: Server;
  port: number;
  shutdown(signal?: string): Promise<void>;
}

/**
 * Starts the HTTP server and shuts down gracefully on SIGTERM/SIGINT: stop accepting, let in-flight
 * requests finish, run the cleanup steps, exit; forced exit after the timeout (default 10 s).
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { app, logger } = options;
  const server = app.listen(options.port, options.host);
  server.keepAliveTimeout = 65_000; // longer than typical proxy idle timeouts, avoids spurious 502s
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(
            `${options.name}: port ${options.port} is already in use; set its *_PORT variable to another port`,
          ),
        );
      } else reject(err);
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.info({ port, host: options.host }, `${options.name} listening`);

  let closing: Promise<void> | undefined;
  const shutdown = (signal = 'shutdown'): Promise<void> => {
    closing ??= (async () => {
      logger.info({ signal }, `${options.name} shutting down`);
      const timeout = setTimeout(() => {
        logger.error('shutdown timed out; exiting');
        process.exit(1);
      }, options.shutdownTimeoutMs ?? 10_000);
      timeout.unref();
      // Keep-alive connections would hold `close` open: drop each one as soon as its request is done.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearInterval(sweep);
      for (const step of options.onShutdown ?? []) {
        try {
          await step();
        } catch (err) {
          logger.warn({ err }, 'shutdown step failed');
        }
      }
      clearTimeout(timeout);
      logger.info(`${options.name} stopped`);
    })();
    return closing;
  };

  return { server, port, shutdown };
}

/** Wires SIGTERM/SIGINT to a running service and exits when it has stopped. */
export function exitOnSignals(service: RunningService): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void service.shutdown(signal).then(() => process.exit(0));
    });
  }
}
