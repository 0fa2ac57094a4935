/** `npm run seed -w svc-pos`: demo data into MONGO_URL's `voltdesk_pos` (or POS_DB_NAME). */
import { connectMongo, createLogger, syncIndexes } from '@voltdesk/service-kit';
import { createPosModels, createPosServices } from '../app';
import { readConfig } from '../config';
import { seedDemo } from './seed';

async function run(): Promise<void> {
  const config = readConfig();
  const logger = createLogger('svc-pos-seed', config.LOG_LEVEL);
  const conn = await connectMongo(config.MONGO_URL, config.POS_DB_NAME, logger);
  try {
    const models = createPosModels(conn);
    await syncIndexes(conn);
    const result = await seedDemo(createPosServices(models, { timeZone: config.BUSINESS_TIME_ZONE }));
    // Events stay in the orders' outbox until svc-pos (its relay) is running.
    logger.info(result, 'demo data seeded');
  } finally {
    await conn.close();
  }
}

run().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
