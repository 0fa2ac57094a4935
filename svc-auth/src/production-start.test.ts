import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { freePort, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { DEV_ADMIN } from './shared/first-admin';
import { PasswordHasher } from './shared/passwords';
import { SigningKeys } from './shared/signing-keys';
import { userModel, type UserModel } from './shared/user-model';

/**
 * svc-auth started as `npm start` and a deployment start it (src/main.ts in its own process) with
 * NODE_ENV=production, on a database that already has users: the first-admin settings no longer apply
 * there, so an account still holding the README's development password must stop the start.
 */
const OWNER = 'owner@example.com';
const STRONG = 'copper-lantern-orbit-meadow';

let infra: TestInfra;
let conn: Connection;
let users: UserModel;
let mediaDir: string;
let privateKeys: string;
const hasher = new PasswordHasher();
const dbName = () => infra.dbName('auth_production_start');

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  conn = await mongoose.createConnection(infra.mongoUrl, { dbName: dbName() }).asPromise();
  users = userModel(conn);
  await users.createIndexes();
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'auth-production-start-'));
  privateKeys = JSON.stringify([await SigningKeys.generatePrivateJwk()]);
});
afterAll(async () => {
  await conn.close();
  await infra.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

async function admin(email: string, password: string): Promise<void> {
  await users.create({
    name: 'Admin',
    email,
    password_hash: await hasher.hash(password),
    user_type: 'admin',
    status: 1,
  });
}

/** Starts src/main.ts in production; resolves once it listens (then stops it) or exits on its own. */
async function startProduction(extra: Record<string, string>): Promise<{ started: boolean; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MONGO_URL: infra.mongoUrl,
      AUTH_DB_NAME: dbName(),
      AUTH_PORT: String(port),
      HOST: '127.0.0.1',
      // Nothing listens here: start-up does not wait for the broker.
      KAFKA_BROKERS: '127.0.0.1:1',
      JWT_PRIVATE_KEYS: privateKeys,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'info',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('svc-auth listening') && child.exitCode === null) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`svc-auth neither started nor exited:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const started = output.includes('svc-auth listening');
  if (started) child.kill('SIGTERM');
  const code = await exited;
  if (!started) expect(code).toBe(1);
  return { started, output };
}

it('refuses to start while the ADMIN_EMAIL account or the development admin has the development password', async () => {
  await admin(OWNER, DEV_ADMIN.password);
  const owner = await startProduction({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: STRONG });
  expect(owner.started).toBe(false);
  expect(owner.output).toContain(`the admin account ${OWNER} still has the published development password`);
  expect(owner.output).not.toContain(DEV_ADMIN.password);

  // The owner changed their password; the development admin a developer made is still there.
  await users.updateOne({ email: OWNER }, { $set: { password_hash: await hasher.hash(STRONG) } });
  await admin(DEV_ADMIN.email, DEV_ADMIN.password);
  await users.updateOne({ email: DEV_ADMIN.email }, { $set: { status: 0 } });
  const devAdmin = await startProduction({});
  expect(devAdmin.started).toBe(false);
  expect(devAdmin.output).toContain(
    `the admin account ${DEV_ADMIN.email} still has the published development password`,
  );

  // Once no account has it, the same production start goes ahead.
  await users.deleteOne({ email: DEV_ADMIN.email });
  const fine = await startProduction({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: STRONG });
  expect(fine).toEqual({ started: true, output: expect.any(String) });
}, 300_000);
