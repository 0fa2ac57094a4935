import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { Kafka, logLevel, type ISocketFactory, type KafkaConfig, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';
import { applyKafkaIdleFix } from './kafka-idle-fix';

/** Strimzi keeps a renewed cluster CA's predecessors beside `ca.crt` as `ca-<date>.crt` until it drops them. */
const KEPT_CA = /^ca-.+\.crt$/;

/**
 * The CA certificates to trust: `caFile` and, beside it, every older CA Strimzi keeps during a renewal
 * (`ca-<date>.crt`, present when the whole CA Secret is mounted). While a cluster CA is renewed the
 * Secret's `ca.crt` is the new CA before every broker presents a certificate signed by it, so a client
 * trusting `ca.crt` alone would refuse the brokers not yet rolled.
 * @throws when `caFile` cannot be read.
 */
export function kafkaCaBundle(caFile: string): string[] {
  const dir = path.dirname(caFile);
  const kept = readdirSync(dir)
    .filter((f) => KEPT_CA.test(f))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  return [readFileSync(caFile, 'utf8'), ...kept];
}

/**
 * Opens each broker connection trusting the CA files as they are *now*: a renewed CA (Kubernetes updates a
 * mounted Secret in place within a minute or so) is used by the next connection, with no restart.
 * Connections already open keep the handshake they made. Otherwise as kafkajs' own factory.
 */
export function kafkaSocketFactory(caFile: string): ISocketFactory {
  return ({ host, port, ssl, onConnect }) => {
    const socket = ssl
      ? tls.connect(
          { host, port, ...(net.isIP(host) ? {} : { servername: host }), ...ssl, ca: kafkaCaBundle(caFile) },
          onConnect,
        )
      : net.connect({ host, port }, onConnect);
    socket.setKeepAlive(true, 60_000);
    return socket;
  };
}

/**
 * TLS and SASL of the Kafka connection, from the environment (Kubernetes sets them from the KafkaUser's
 * Secret and Strimzi's cluster CA; the local broker needs none):
 * - KAFKA_CA_FILE: PEM of the CA that signed the brokers' certificates; set, the connection uses TLS, and
 *   each new connection reads it again (`kafkaSocketFactory`: a renewed CA needs no restart);
 * - KAFKA_SASL_MECHANISM (`scram-sha-512`, `scram-sha-256` or `plain`), KAFKA_SASL_USERNAME,
 *   KAFKA_SASL_PASSWORD: all three or none.
 * Throws naming what is missing or unreadable, so a misconfigured pod fails at start, not at first use.
 */
export function kafkaSecurity(env: NodeJS.ProcessEnv = process.env): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  const security: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (env.KAFKA_CA_FILE) security.ssl = { ca: kafkaCaBundle(env.KAFKA_CA_FILE) };
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
  applyKafkaIdleFix();
  const log = options.logger.child({ component: 'kafka' });
  const caFile = (options.env ?? process.env).KAFKA_CA_FILE;
  return new Kafka({
    ...kafkaSecurity(options.env),
    ...(caFile ? { socketFactory: kafkaSocketFactory(caFile) } : {}),
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
