import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { createLogger, createMetrics, JwtVerifier, syncIndexes, TokenDenylist } from '@voltdesk/service-kit';
import { createTestSigner, freePort, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { createPosApp } from '../app';
import { startStripeStandIn, type StripeStandIn } from '../online-payments/stand-in/server';

export const WEBHOOK_SECRET = 'whsec_test_online_payments';
export const PUBLIC_URL = 'https://spark.test';

/**
 * svc-pos as main.ts composes it with Stripe's keys, listening on a port of this machine (the stand-in
 * delivers its webhook there), its Stripe API played by the stand-in; and a second app on the same
 * database without keys (online payment off).
 */
export interface PosWithStripe {
  api: () => ReturnType<typeof request>;
  /** The same svc-pos with no Stripe keys. */
  apiOff: () => ReturnType<typeof request>;
  /** The same svc-pos with keys, but Stripe out of reach (nothing listens where its API should be). */
  apiDown: () => ReturnType<typeof request>;
  auth: { Authorization: string };
  app: ReturnType<typeof createPosApp>;
  standIn: StripeStandIn;
  /** svc-pos's own webhook address. */
  webhookUrl: string;
  conn: Connection;
  stop(): Promise<void>;
}

export async function startPosWithStripe(): Promise<PosWithStripe> {
  const infra: TestInfra = await startTestInfra({ kafka: false });
  const conn = await mongoose.createConnection(infra.mongoUrl, { dbName: infra.dbName('pos') }).asPromise();
  const signer = await createTestSigner();
  const logger = createLogger('svc-pos', process.env.TEST_LOG_LEVEL ?? 'silent');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripeWebhook`;
  const standIn = await startStripeStandIn({ webhookUrl, webhookSecret: WEBHOOK_SECRET });
  const base = {
    conn,
    logger,
    metrics: createMetrics('svc-pos', false),
    verifier: new JwtVerifier({ jwks: signer.jwks, denylist: new TokenDenylist() }),
    // One secret for the three apps, so a customer link made by one opens in the others.
    customerLinkSecret: 'online-payments-test-link-secret-0123456789',
  };
  const app = createPosApp({
    ...base,
    onlinePayments: {
      stripe: { secretKey: 'sk_test_voltdesk', webhookSecret: WEBHOOK_SECRET, apiBase: new URL(standIn.url) },
      publicUrl: PUBLIC_URL,
    },
  });
  const off = createPosApp(base);
  // Claimed and closed: nothing listens there while this process lives (an unreachable Stripe).
  const closedPort = await freePort();
  const down = createPosApp({
    ...base,
    onlinePayments: {
      stripe: {
        secretKey: 'sk_test_voltdesk',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: new URL(`http://127.0.0.1:${closedPort}`),
      },
      publicUrl: PUBLIC_URL,
    },
  });
  server.on('request', app.app.callback());
  await syncIndexes(conn);
  return {
    api: () => request(server),
    apiOff: () => request(off.app.callback()),
    apiDown: () => request(down.app.callback()),
    auth: { Authorization: `Bearer ${await signer.sign({ sub: 'admin-1' })}` },
    app,
    standIn,
    webhookUrl,
    conn,
    stop: async () => {
      await standIn.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await conn.close();
      await infra.stop();
    },
  };
}
