import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';

/** A kafkajs client whose own logs go through the service's pino logger. */
export function createKafka(options: { brokers: string; clientId: string; logger: Logger }): Kafka {
  const log = options.logger.child({ component: 'kafka' });
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    connectionTimeout: 3000,
    requestTimeout: 10000,
    retry: { initialRetryTime: 200, retries: 5 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log: entry }: LogEntry) => {
        const { message, ...rest } = entry;
        if (level <= logLevel.ERROR) log.warn(rest, message);
        else log.debug(rest, message);
      },
  });
}
