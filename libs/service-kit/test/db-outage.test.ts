import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { start, type EmbeddedMongo } from '@voltdesk/embedded-mongo';
import { createTestSigner } from '../src/testing';
import { createSampleApp } from './sample-app';

/**
 * The database going away under a running service is an outage, not a bug: the client is told to try again
 * shortly (503 with Retry-After), in the envelope, rather than "Server error." (500) as for a defect.
 */
let mongo: EmbeddedMongo;
let conn: Connection;
let sample: Awaited<ReturnType<typeof createSampleApp>>;
let adminToken: string;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  // A short server selection, so a request during the outage fails in a moment rather than 10 s (the
  // services' own setting); what it fails with is the same.
  conn = await mongoose
    .createConnection(mongo.uri, { dbName: 'kit_outage', serverSelectionTimeoutMS: 500 })
    .asPromise();
  const signer = await createTestSigner();
  adminToken = await signer.sign({ sub: 'u1' });
  sample = await createSampleApp({
    conn,
    jwks: signer.jwks,
    mediaDir: mkdtempSync(path.join(os.tmpdir(), 'kit-outage-')),
  });
});

afterAll(async () => {
  await conn.close(true);
});

const api = () => request(sample.app.callback());

const unavailable = { message: 'Service temporarily unavailable. Please try again shortly.' };

it('answers 503 with Retry-After to reads and writes while the database is down', async () => {
  await api().get('/api/sample/items').expect(200);
  await mongo.stop();
  const read = await api().get('/api/sample/items');
  expect(read.status).toBe(503);
  expect(read.headers['retry-after']).toMatch(/^\d+$/);
  expect(read.body).toEqual(unavailable);
  const write = await api()
    .post('/api/sample/items')
    .set('Authorization', `Bearer ${adminToken}`)
    .send({ name: 'during the outage', qty: 1 });
  expect(write.status).toBe(503);
  expect(write.headers['retry-after']).toMatch(/^\d+$/);
  expect(write.body).toEqual(unavailable);
});
