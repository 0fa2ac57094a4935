import type { Kafka, Producer } from 'kafkajs';
import { createKafka, makeEvent } from '@voltdesk/service-kit';
import { createTestSigner, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import type { NotifierOptions } from '../notifier';
import type { ManualClock } from '../shared/clock';
import { publish, startInstance, testLogger, type Instance } from './harness';
import { eventually, SmtpSink } from './smtp-sink';

/** What a suite of mails requested through Kafka works with; filled before its first test. */
export interface MailBed {
  infra: TestInfra;
  /** The real SMTP server the instance sends to. */
  sink: SmtpSink;
  /** Connected; publishes as the other services' outbox relays do. */
  producer: Producer;
  /** One svc-notify consuming the notify topics, on a database of the suite's own. */
  notify: Instance;
  /** A signed-in admin's bearer token, for the delivery log. */
  admin: string;
  /** Publishes `setup.changed` for `key` as svc-content does, and waits until svc-notify stored `value`. */
  setSetting(key: string, value: Record<string, unknown>): Promise<void>;
}

/**
 * The embedded database, the broker (Mokapi), an SMTP sink and one svc-notify instance for a suite whose
 * mails are requested by events: started in a `beforeAll`, stopped in an `afterAll`. Call it at the top of
 * the test file; `options` is read when the bed starts, so a server the suite starts in an earlier
 * `beforeAll` can be named in it.
 */
export function mailTestBed(
  name: string,
  clock: ManualClock,
  options: () => Partial<NotifierOptions> = () => ({}),
): MailBed {
  let kafka: Kafka;
  const bed = {} as MailBed;
  bed.setSetting = async (key, value) => {
    await publish(bed.producer, makeEvent('svc-content', 'setup.changed', key, { key, value }, clock.now()));
    await eventually(
      async () =>
        JSON.stringify((await bed.notify.notifier.settings.model.findById(key).lean())?.value) ===
        JSON.stringify(value),
      30_000,
      `setting ${key} stored`,
    );
  };
  beforeAll(async () => {
    bed.infra = await startTestInfra();
    bed.sink = await SmtpSink.start();
    const signer = await createTestSigner();
    bed.admin = await signer.sign({ sub: '64b7f0c2a1b2c3d4e5f60718' });
    kafka = createKafka({
      brokers: bed.infra.brokers,
      clientId: `${name}-test-producer`,
      logger: testLogger(),
    });
    bed.producer = kafka.producer({ allowAutoTopicCreation: false });
    await bed.producer.connect();
    bed.notify = await startInstance({
      mongoUrl: bed.infra.mongoUrl,
      dbName: bed.infra.dbName(`notify_${name}`),
      smtpUrl: bed.sink.url,
      clock,
      brokers: bed.infra.brokers,
      jwks: signer.jwks,
      options: options(),
    });
  }, 90_000);
  afterAll(async () => {
    await bed.notify?.stop();
    await bed.producer?.disconnect();
    await bed.sink?.stop();
    await bed.infra?.stop();
  });
  return bed;
}
