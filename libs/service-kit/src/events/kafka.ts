import { readFileSync } from 'node:fs';
import { Kafka, logLevel, type KafkaConfig, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';

/**
 * TLS and SASL of the Kafka connection, from the environment (Kubernetes sets them from the KafkaUser's
 * Secret and Strimzi's cluster CA; the local broker needs none):
 * - KAFKA_CA_FILE: PEM of the CA that signed the brokers' certificates; set, the connection uses TLS;
 * - KAFKA_SASL_MECHANISM (`scram-sha-512`, `scram-sha-256` or `plain`), KAFKA_SASL_USERNAME,
 *   KAFKA_SASL_PASSWORD: all three or none.
 * Throws naming what is missing or unreadable, so a misconfigured pod fails at start, not at first use.
 */
export function kafkaSecurity(env: NodeJS.ProcessEnv = process.env): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  const security: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (env.KAFKA_CA_FILE) security.ssl = { ca: [readFileSync(env.KAFKA_CA_FILE, 'utf8')] };
  const {
    KAFKA_SASL_MECHANISM: mechanism,
    KAFKA_SASL_USERNAME: username,
    KAFKA_SASL_PASSWORD: password,
  } = env;
  if (mechanism || username || password) {
    if (!mechanism || !username || !password)
      throw new Error('KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD go together');
    // One branch per mechanism: kafkajs types each SASL mechanism's options separately.
    if (mechanism === 'scram-sha-512') security.sasl = { mechanism, username, password };
    else if (mechanism === 'scram-sha-256') security.sasl = { mechanism, username, password };
    else if (mechanism === 'plain') security.sasl = { mechanism, username, password };
    else
      throw new Error(`KAFKA_SASL_MECHANISM must be scram-sha-512, scram-sha-256 or plain, not ${mechanism}`);
  }
  return security;
}

/** A kafkajs client whose own logs go through the service's pino logger. */
export function createKafka(options: {
  brokers: string;
  clientId: string;
  logger: Logger;
  /** Where TLS and SASL settings are read (`kafkaSecurity`); the process environment by default. */
  env?: NodeJS.ProcessEnv;
}): Kafka {
  const log = options.logger.child({ component: 'kafka' });
  return new Kafka({
    ...kafkaSecurity(options.env),
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
