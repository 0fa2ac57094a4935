import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { ServiceName } from '@voltdesk/contracts';
import type { RevocationSource } from '../auth/revocation-sync';
import type { BaseConfig } from '../config/load-config';
import { isMigration, prepareDatabase, runMigration, type DataMigration } from '../db/mongo';
import type { OutboxModel } from '../events/outbox-relay';
import { exitOnSignals, type RunningService } from '../lifecycle/run-service';
import { ServiceRuntime, type RuntimeOptions } from './service-runtime';

/** Who a service is and how it is put together; what its `main.ts` hands to `startService`. */
export interface ServiceStartup {
  /** e.g. `svc-pos`: logs, metrics, the Kafka client id. */
  name: string;
  service: ServiceName;
  /** Its own database (`voltdesk_pos`, ...). */
  dbName: string;
  /** The variables every service reads (`BaseConfig`); a service's own config extends it. */
  config: Pick<
    BaseConfig,
    | 'HOST'
    | 'MONGO_URL'
    | 'KAFKA_BROKERS'
    | 'JWKS_URL'
    | 'LOG_LEVEL'
    | 'TRUSTED_PROXIES'
    | 'REVOCATION_POLL_MS'
    | 'REVOCATION_MAX_AGE_MS'
  >;
  port: number;
  /** How tokens are verified; by default from svc-auth's JWKS at `config.JWKS_URL`. */
  jwks?: RuntimeOptions['jwks'];
  /**
   * Models, then services, then the app, on the service's connection (the runtime gives the logger,
   * metrics, verifier, Kafka client and readiness checks). Runs before a `migrate` run builds the indexes,
   * so every model it registers gets them.
   */
  compose(runtime: ServiceRuntime, conn: Connection): Promise<ComposedService> | ComposedService;
}

/** What `compose` built, and the service's own steps around serving it. */
export interface ComposedService {
  app: Koa;
  /** Models whose documents carry an outbox: the relay publishes their events. */
  outbox?: readonly OutboxModel[];
  /** Where the revocation state comes from; by default svc-auth's `/internal/revocations`. */
  revocations?: RevocationSource;
  /**
   * Brings older documents up to the current shape (idempotent): in the pre-deploy `migrate` Job after
   * the indexes, or at start where the serving process builds them (the local stack, the tests).
   */
  migrateData?: DataMigration;
  /** Work before the port opens, with the indexes in place (svc-auth's first admin). */
  beforeServe?: () => Promise<unknown>;
  /** Background work once the relay and the denylist run: consumers, schedulers. */
  start?: () => void;
  /** Steps before the runtime's own shutdown (the relay, Kafka, the database), e.g. mails in flight. */
  stop?: () => Promise<void>;
}

/** The runtime of a service, from its startup description. */
export function runtimeFor(startup: ServiceStartup): ServiceRuntime {
  const { config } = startup;
  return new ServiceRuntime({
    name: startup.name,
    service: startup.service,
    mongoUrl: config.MONGO_URL,
    dbName: startup.dbName,
    kafkaBrokers: config.KAFKA_BROKERS,
    jwks: startup.jwks ?? { jwksUrl: config.JWKS_URL },
    logLevel: config.LOG_LEVEL,
    trustedProxies: config.TRUSTED_PROXIES,
    revocationPollMs: config.REVOCATION_POLL_MS,
    revocationMaxAgeMs: config.REVOCATION_MAX_AGE_MS,
  });
}

/**
 * The start-up every service shares, in one order: connect, compose, (`migrate`: build the indexes,
 * migrate the data and exit), indexes and data migration, outbox relay, revocation state, the service's own work, listen. The answer's `shutdown`
 * runs the service's `stop` first, then the runtime's steps.
 */
export async function launchService(
  runtime: ServiceRuntime,
  startup: ServiceStartup,
): Promise<RunningService> {
  const conn = await runtime.connect();
  const composed = await startup.compose(runtime, conn);
  // `node dist/main.js migrate` (the pre-deploy Job): build the indexes, migrate the data and exit.
  if (isMigration()) await runMigration(conn, runtime.logger, composed.migrateData);
  await prepareDatabase(conn, composed.migrateData);
  await composed.beforeServe?.();
  if (composed.outbox?.length) runtime.startRelay(composed.outbox);
  runtime.startDenylist(composed.revocations);
  composed.start?.();
  const running = await runtime.serve(composed.app, startup.port, startup.config.HOST);
  const { stop } = composed;
  if (!stop) return running;
  return {
    ...running,
    shutdown: async (signal) => {
      await stop();
      await running.shutdown(signal);
    },
  };
}

/**
 * A service's `main`: reads its description (configuration errors are printed plainly, before any logger
 * exists), launches it and exits on SIGTERM/SIGINT once it has stopped; a failure at start is logged and
 * ends the process with status 1.
 */
export function startService(describe: () => ServiceStartup): void {
  let runtime: ServiceRuntime | undefined;
  const start = async () => {
    const startup = describe();
    runtime = runtimeFor(startup);
    exitOnSignals(await launchService(runtime, startup));
  };
  start().catch(async (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    if (runtime) runtime.logger.fatal({ err }, message);
    else console.error(message);
    await runtime?.conn?.close().catch(() => undefined);
    process.exit(1);
  });
}
