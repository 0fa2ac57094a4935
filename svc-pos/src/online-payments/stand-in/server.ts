import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API svc-pos uses, answering as Stripe's API reference
 * documents them (form-encoded requests, JSON objects, `{error: {type, code, message, param}}` errors,
 * `Idempotency-Key` replays): `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`,
 * `POST /v1/refunds`. Its own hosted page (`/pay/:id`, the session's `url`) stands in for Stripe Checkout:
 * "Pay" completes the session, sends the signed `checkout.session.completed` webhook (signed with the SDK's
 * `generateTestHeaderString`) and redirects to the session's `success_url`; "Cancel" to its `cancel_url`.
 * For the tests and the local stack only: it checks no card and keeps everything in memory.
 */
export interface StandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Where the webhook goes (svc-pos's `/api/stripeWebhook`). */
  webhookUrl: string;
  webhookSecret: string;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface StripeStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  refunds: Map<string, StandInRefund>;
  /** The body of every API request, in order (what svc-pos asked Stripe). */
  requests: { method: string; path: string; body: Record<string, string> }[];
  /** Completes a session as the hosted page's Pay does: answers the webhook's status. */
  pay(sessionId: string): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `a[b][0][c]=v` pairs as Stripe reads them, kept flat by their full key. */
const formOf = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

/** The `metadata[...]` (or `<prefix>metadata[...]`) entries of a form. */
function metadataOf(form: Record<string, string>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const start = `${prefix}metadata[`;
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith(start) && key.endsWith(']')) out[key.slice(start.length, -1)] = value;
  }
  return out;
}

const required = (form: Record<string, string>, name: string): string => {
  const value = form[name];
  if (!value)
    throw new StripeError(
      400,
      'invalid_request_error',
      `Missing required param: ${name}.`,
      name,
      'parameter_missing',
    );
  return value;
};

const positiveInt = (form: Record<string, string>, name: string): number => {
  const value = Number(required(form, name));
  if (!Number.isInteger(value) || value < 1) {
    throw new StripeError(
      400,
      'invalid_request_error',
      `Invalid integer: ${form[name]}`,
      name,
      'parameter_invalid_integer',
    );
  }
  return value;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The stand-in's state and answers; `startStripeStandIn` puts it behind an HTTP server. */
class StandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds = new Map<string, StandInRefund>();
  readonly requests: StripeStandIn['requests'] = [];
  private readonly intents = new Map<string, { amount: number; refunded: number; currency: string }>();
  private readonly replays = new Map<string, { status: number; body: string }>();
  base = '';

  constructor(private readonly options: StandInOptions) {}

  createSession(form: Record<string, string>): StandInSession {
    if (required(form, 'mode') !== 'payment') {
      throw new StripeError(400, 'invalid_request_error', 'This stand-in takes mode=payment only.', 'mode');
    }
    const successUrl = required(form, 'success_url');
    const currency = required(form, 'line_items[0][price_data][currency]').toLowerCase();
    let total = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i += 1) {
      total +=
        positiveInt(form, `line_items[${i}][price_data][unit_amount]`) *
        positiveInt(form, `line_items[${i}][quantity]`);
    }
    if (total === 0) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'Missing required param: line_items.',
        'line_items',
      );
    }
    const sessionId = id('cs');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      currency,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: metadataOf(form),
      success_url: successUrl,
      cancel_url: form.cancel_url ?? null,
      url: `${this.base}/pay/${sessionId}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  createRefund(form: Record<string, string>): StandInRefund {
    const intentId = required(form, 'payment_intent');
    const intent = this.intents.get(intentId);
    if (!intent) {
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${intentId}'`,
        'payment_intent',
        'resource_missing',
      );
    }
    const left = intent.amount - intent.refunded;
    const amount = form.amount === undefined ? left : positiveInt(form, 'amount');
    if (amount > left) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
        'amount_too_large',
      );
    }
    intent.refunded += amount;
    const refund: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      reason: form.reason ?? null,
      status: 'succeeded',
      metadata: metadataOf(form),
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** Completes the session (once) and delivers its signed `checkout.session.completed`; the answer's status. */
  async pay(sessionId: string): Promise<number> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status === 'open') {
      session.payment_intent = id('pi');
      session.status = 'complete';
      session.payment_status = 'paid';
      this.intents.set(session.payment_intent, {
        amount: session.amount_total,
        refunded: 0,
        currency: session.currency,
      });
    }
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: null,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret });
    const res = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return res.status;
  }

  /** `/v1/...`: Stripe's API, with its key check and its `Idempotency-Key` replay. */
  async api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
      throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const form = formOf(req.method === 'POST' ? await bodyOf(req) : '');
    this.requests.push({ method: req.method ?? 'GET', path, body: form });
    // Stripe's own replay of a repeated request, which the SDK's retries rely on (not a Voltdesk endpoint).
    // eslint-disable-next-line voltdesk/no-hand-idempotency
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${path} ${key}` : undefined;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) {
      res.writeHead(replay.status, { 'content-type': 'application/json' });
      res.end(replay.body);
      return;
    }
    const body = JSON.stringify(this.answer(req.method ?? 'GET', path, form));
    if (replayKey) this.replays.set(replayKey, { status: 200, body });
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(body);
  }

  private answer(method: string, path: string, form: Record<string, string>): object {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && sessionPath) {
      const session = this.sessions.get(sessionPath[1]!);
      if (session) return session;
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${sessionPath[1]}'`,
        'id',
        'resource_missing',
      );
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The stand-in's hosted payment page: the amount, Pay and Cancel. */
  async page(req: IncomingMessage, res: ServerResponse, sessionId: string, action?: string): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('No such checkout session.');
      return;
    }
    if (req.method === 'POST' && action === 'cancel') {
      res.writeHead(303, { location: session.cancel_url ?? '/' });
      res.end();
      return;
    }
    if (req.method === 'POST') {
      const status = await this.pay(sessionId);
      if (status !== 200) {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`The webhook was answered ${status}.`);
        return;
      }
      res.writeHead(303, {
        location: (session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id),
      });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(payPage(session));
  }
}

function payPage(session: StandInSession): string {
  const amount = `£${(session.amount_total / 100).toFixed(2)}`;
  const what = session.metadata.invoice_no ? `invoice #${session.metadata.invoice_no}` : 'this order';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay ${amount} (Stripe stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>Stripe Checkout stand-in</h1><p>Pay <strong data-testid="standin-amount">${amount}</strong> for ${escapeHtml(what)}.</p>
<p>Test mode: no card is charged.</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${amount}</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form></main></body></html>`;
}

/** Starts the stand-in on `options.port` (any free one by default) of 127.0.0.1. */
export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const standIn = new StandIn(options);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const payPath = /^\/pay\/([\w-]+)(?:\/(cancel))?$/.exec(path);
    const work = payPath ? standIn.page(req, res, payPath[1]!, payPath[2]) : standIn.api(req, res, path);
    work.catch((err: unknown) => {
      const e =
        err instanceof StripeError
          ? err
          : new StripeError(500, 'api_error', err instanceof Error ? err.message : 'error');
      if (res.headersSent) return void res.end();
      res.writeHead(e.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: e.type, message: e.message, param: e.param, code: e.code } }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  standIn.base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: standIn.base,
    sessions: standIn.sessions,
    refunds: standIn.refunds,
    requests: standIn.requests,
    pay: (sessionId) => standIn.pay(sessionId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
