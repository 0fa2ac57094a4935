import { connectMongo, createLogger, syncIndexes } from '@voltdesk/service-kit';
import { createContentServices } from '../app';
import { contentModels } from '../models';
import { seedContent } from './seed';

/**
 * `npm run seed -w svc-content`: demo data for a new install. Reads MONGO_URL and MEDIA_DIR. Events are
 * left in the outbox; the running service (or its next start) publishes them.
 */
async function main(): Promise<void> {
  const mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl) throw new Error('svc-content seed: MONGO_URL must be set');
  const logger = createLogger('svc-content-seed', process.env.LOG_LEVEL ?? 'info');
  const conn = await connectMongo(mongoUrl, 'voltdesk_content', logger);
  try {
    const models = contentModels(conn);
    await syncIndexes(conn);
    const services = createContentServices({
      models,
      mediaDir: process.env.MEDIA_DIR || '.data/media',
      doubleOptIn: true,
    });
    const report = await seedContent(services, models);
    logger.info(
      report,
      Object.keys(report.created).length ? 'demo content seeded' : 'demo content already there',
    );
  } finally {
    await conn.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
