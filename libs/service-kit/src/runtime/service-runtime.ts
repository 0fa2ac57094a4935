import type { Consumer, Kafka, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { ServiceName } from '@voltdesk/contracts';
import { DEFAULT_TRUSTED_PROXIES, setTrustedProxies } from '../app/create-app';
import { createLogger } from '../app/logger';
import { createMetrics, type ServiceMetrics } from '../app/metrics';
import { TokenDenylist } from '../auth/denylist';
import { startDenylistConsumer } from '../auth/denylist-consumer';
import {
  httpRevocationSource,
  RevocationSync,
  revocationsUrlFrom,
  type RevocationSource,
} from '../auth/revocation-sync';
import { JwtVerifier, type TokenVerifierOptions } from '../auth/token-verifier';
import { connectMongo, mongoReadiness } from '../db/mongo';
import { ServiceUnavailableError } from '../errors/http-errors';
import { attachActivityLog, kafkaActivitySink } from '../events/activity-log';
import { createKafka } from '../events/kafka';
import { OutboxRelay, type OutboxModel } from '../events/outbox-relay';
import { runService, type RunningService } from '../lifecycle/run-service';
import { stopTracing } from '../tracing';
import type Koa from 'koa';
import { DependencyWatch } from './dependency-watch';

export interface RuntimeOptions {
  /** e.g. `svc-pos`; used for logs, metrics, Kafka client id. */
  name: string;
  service: ServiceName;
  mongoUrl: string;
  /** This service's own database (`voltdesk_pos`, ...). */
  dbName: string;
  kafkaBrokers: string;
  /** How this service verifies tokens: svc-auth's JWKS URL, or (svc-auth itself) its own key set. */
  jwks: Pick<TokenVerifierOptions, 'jwksUrl' | 'jwks'>;
  logLevel?: string;
  /** `TRUSTED_PROXIES`: peers whose X-Forwarded-For is believed (default: this machine, the local gateway). */
  trustedProxies?: string;
  /** `REVOCATION_POLL_MS` / `REVOCATION_MAX_AGE_MS` (see `RevocationSync`). */
  revocationPollMs?: number;
  revocationMaxAgeMs?: number;
}

/**
 * Everything a service needs around its domain code, created in one place and shut down in reverse
 * order: logger, metrics, database, Kafka producer and outbox relay, token denylist and verifier.
 * Start-up does not wait for Kafka: the outbox holds events until the broker is reachable. Admin calls
 * wait for the revocation state instead (503 until it is loaded, and whenever it goes stale).
 */
export class ServiceRuntime {
  readonly logger: Logger;
  readonly metrics: ServiceMetrics;
  readonly denylist = new TokenDenylist();
  readonly verifier: JwtVerifier;
  readonly kafka: Kafka;
  readonly producer: Producer;
  conn!: Connection;
  relay?: OutboxRelay;
  revocations?: RevocationSync;
  private readonly consumers: Consumer[] = [];
  private readonly watches: DependencyWatch[] = [];
  private kafkaWatch?: DependencyWatch;
  private producerConnected: Promise<void> | undefined;
  private closing = false;

  constructor(readonly options: RuntimeOptions) {
    this.logger = createLogger(options.name, options.logLevel);
    this.metrics = createMetrics(options.name);
    this.verifier = new JwtVerifier({
      ...options.jwks,
      denylist: this.denylist,
      // Until `startDenylist` has loaded the state, no admin call can be verified.
      revocationState: {
        assertCurrent: () => {
          if (!this.revocations) throw new ServiceUnavailableError();
          this.revocations.assertCurrent();
        },
        ensureCurrent: async () => {
          if (!this.revocations) throw new ServiceUnavailableError();
          await this.revocations.ensureCurrent();
        },
      },
    });
    this.kafka = createKafka({ brokers: options.kafkaBrokers, clientId: options.name, logger: this.logger });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: false });
  }

  async connect(): Promise<Connection> {
    this.conn = await connectMongo(this.options.mongoUrl, this.options.dbName, this.logger);
    return this.conn;
  }

  /** Starts the relay for the models that carry an outbox. The producer connects in the background. */
  startRelay(models: readonly OutboxModel[]): OutboxRelay {
    this.producerConnected ??= this.connectProducer();
    this.relay = new OutboxRelay({
      models,
      producer: this.producer,
      logger: this.logger,
      metrics: this.metrics,
    });
    this.relay.start();
    return this.relay;
  }

  /**
   * Loads the token denylist from svc-auth's revocation state and keeps it current (polling `source`,
   * by default svc-auth's `/internal/revocations` beside `JWKS_URL`); the auth events, while the broker is
   * up, bring revocations sooner. Failures are retried in the background; meanwhile admin calls get 503.
   */
  startDenylist(source?: RevocationSource): void {
    const from =
      source ??
      (this.options.jwks.jwksUrl
        ? httpRevocationSource(revocationsUrlFrom(this.options.jwks.jwksUrl))
        : undefined);
    if (!from) throw new Error('startDenylist needs a revocation source when there is no JWKS URL');
    this.revocations = new RevocationSync({
      denylist: this.denylist,
      source: from,
      logger: this.logger.child({ component: 'revocations' }),
      registry: this.metrics.registry,
      intervalMs: this.options.revocationPollMs,
      maxAgeMs: this.options.revocationMaxAgeMs,
    });
    this.revocations.start();
    this.keepTrying('denylist consumer', () =>
      startDenylistConsumer({
        kafka: this.kafka,
        service: this.options.name,
        denylist: this.denylist,
        logger: this.logger,
        metrics: this.metrics,
      }),
    );
  }

  /** Starts a consumer, retrying in the background until the broker answers. */
  keepTrying(what: string, start: () => Promise<Consumer>): void {
    const attempt = (n: number): void => {
      if (this.closing) return;
      start().then(
        (consumer) => {
          // Started while shutting down: nobody would disconnect it later.
          if (this.closing) void consumer.disconnect();
          else this.consumers.push(consumer);
        },
        (err: unknown) => {
          if (n === 0 || n % 10 === 0)
            this.logger.warn({ err, attempt: n }, `${what} cannot start; retrying`);
          setTimeout(() => attempt(n + 1), Math.min(10_000, 500 * 2 ** Math.min(n, 5))).unref();
        },
      );
    };
    attempt(0);
  }

  /**
   * Readiness means "can serve what this pod serves": the database answers and the revocation state was
   * loaded once (stale state fails admin calls only; see `RevocationSync.readiness`).
   * The broker is only watched (reported by `/healthz` and `dependency_up`): the outbox rides out an outage.
   */
  readiness() {
    this.kafkaWatch ??= this.watch('kafka', async () => {
      const admin = this.kafka.admin({ retry: { retries: 0 } });
      await admin.connect();
      try {
        await admin.listTopics();
      } finally {
        await admin.disconnect();
      }
    });
    return {
      mongo: mongoReadiness(this.conn),
      revocations: async () => {
        if (!this.revocations) throw new Error('revocation state not loaded yet');
        await this.revocations.readiness();
      },
      kafka: this.kafkaWatch,
    };
  }

  /** Checks a dependency the service rides out (every minute, 10 s while down), for `/healthz` and metrics. */
  watch(name: string, check: () => Promise<unknown>): DependencyWatch {
    const watch = new DependencyWatch(name, check, this.metrics.registry).start();
    this.watches.push(watch);
    return watch;
  }

  /** Listens and wires graceful shutdown: stop HTTP, flush outbox, close Kafka and the database. */
  async serve(app: Koa, port: number, host: string): Promise<RunningService> {
    setTrustedProxies(app, this.options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
    // Admin writes go to the activity log (svc-auth keeps it) on the producer the relay shares.
    this.producerConnected ??= this.connectProducer();
    attachActivityLog(app, kafkaActivitySink(this.producer, this.logger));
    return runService({
      name: this.options.name,
      app,
      port,
      host,
      logger: this.logger,
      onShutdown: [
        async () => {
          this.closing = true;
          this.revocations?.stop();
          for (const w of this.watches) w.stop();
        },
        async () => this.relay?.stop(5000),
        async () => Promise.all(this.consumers.map((c) => c.disconnect())),
        async () => this.producer.disconnect(),
        async () => this.conn?.close(),
        // Sends the spans still buffered (tracing on only), so the last requests' traces are not lost.
        async () => stopTracing(),
      ],
    });
  }

  /** Connects the shared producer, retrying until the broker answers or the service shuts down. */
  private async connectProducer(): Promise<void> {
    for (let n = 0; !this.closing; n += 1) {
      try {
        await this.producer.connect();
        return;
      } catch (err) {
        // Once shutting down, stop: a retry loop left behind would keep the process alive after stop.
        if (this.closing) return;
        if (n === 0 || n % 10 === 0) this.logger.warn({ err }, 'kafka producer cannot connect; retrying');
        await new Promise((r) => setTimeout(r, Math.min(10_000, 500 * 2 ** Math.min(n, 5))));
      }
    }
  }
}
