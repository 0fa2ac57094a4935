/**
 * A svc-notify sender on its own, as main.ts wires it (one SMTP connection per sender), for tests that kill
 * it with SIGKILL mid-send. Reads MONGO_URL, NOTIFY_DB, SMTP_URL, SEND_CONCURRENCY and LEASE_MS; prints
 * `sending` once its scheduler runs.
 */
import mongoose from 'mongoose';
import { createNotifier } from '../notifier';
import { systemClock } from '../shared/clock';
import { createSmtpMailer } from '../shared/mailer';
import { testLogger, testOptions } from './harness';

async function main(): Promise<void> {
  const env = process.env;
  const concurrency = Number(env.SEND_CONCURRENCY);
  const conn = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.NOTIFY_DB! }).asPromise();
  const notifier = createNotifier({
    conn,
    mailer: createSmtpMailer({ url: env.SMTP_URL!, maxConnections: concurrency }),
    clock: systemClock,
    logger: testLogger(),
    options: { ...testOptions, concurrency, leaseMs: Number(env.LEASE_MS) },
  });
  notifier.scheduler.start();
  process.stdout.write('sending\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
