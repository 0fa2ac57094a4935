import { randomUUID } from 'node:crypto';
import { startMokapi, type MokapiHandle } from './mokapi';

/**
 * The test broker's consumer-group join delay. Mokapi's default, 3 s (Kafka's), waits for more members
 * before a new group's first join completes; each test that reads a topic (a fresh group each time) and each
 * service started by a suite spent it, minutes over a whole test run. A suite's consumer groups have one
 * member each (per service, or per instance where replicas share a topic), so there is nobody to wait for.
 * A test of a group with two members starts a broker of its own with the default.
 */
const GROUP_JOIN_DELAY_MS = 1;

export interface TestInfra {
  /** MongoDB URL (a real server from MONGO_URL, else the embedded one). */
  mongoUrl: string;
  /** Kafka brokers (KAFKA_BROKERS, else a Mokapi broker). */
  brokers: string;
  /** A database name unique to this test file, so suites never see each other's data. */
  dbName(prefix: string): string;
  stop(): Promise<void>;
}

/**
 * Starts what a service's integration tests need, on 127.0.0.1 and free ports: the embedded MongoDB
 * server (or `MONGO_URL`) and the Mokapi broker (or `KAFKA_BROKERS`).
 */
export async function startTestInfra(options: { kafka?: boolean } = {}): Promise<TestInfra> {
  const stops: Array<() => Promise<void>> = [];
  let mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl) {
    const { start } = await import('@voltdesk/embedded-mongo');
    // A command over 100 ms (the server's default) is every other one on a loaded test machine: each warning
    // was a console line jest printed with a code frame. Ten seconds is still worth a line.
    const server = await start({ port: 0, slowMs: 10_000 });
    mongoUrl = server.uri;
    stops.push(() => server.stop());
  }
  let brokers = process.env.KAFKA_BROKERS ?? '';
  let mokapi: MokapiHandle | undefined;
  if (options.kafka !== false && !brokers) {
    // Mokapi was seen to go away mid-suite on a loaded machine (ECONNREFUSED for the rest of the file):
    // keep its last lines, and say how it ended if it ends before the suite stops it.
    const lastLines: string[] = [];
    let stopping = false;
    mokapi = await startMokapi({
      groupJoinDelayMs: GROUP_JOIN_DELAY_MS,
      output: (line) => {
        lastLines.push(line);
        if (lastLines.length > 40) lastLines.shift();
      },
    });
    mokapi.process.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(
        `Mokapi (${mokapi!.brokers}) exited before the suite stopped it: code ${code}, signal ${signal}\n` +
          `${lastLines.join('\n')}\n`,
      );
    });
    brokers = mokapi.brokers;
    stops.push(() => {
      stopping = true;
      return mokapi!.stop();
    });
  }
  const run = randomUUID().slice(0, 8);
  return {
    mongoUrl,
    brokers,
    dbName: (prefix) => `${prefix}_${run}`,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
