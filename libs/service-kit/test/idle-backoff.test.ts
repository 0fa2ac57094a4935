/**
 * An idle service wakes rarely: the revocation state, the outbox and the broker check back off while
 * nothing happens, and come back at once when something does. Driven with fake timers.
 */
import { EventEmitter } from 'node:events';
import type { Producer } from 'kafkajs';
import { Registry } from 'prom-client';
import {
  createKafka,
  createLogger,
  DependencyWatch,
  OUTBOX_WRITTEN,
  OutboxRelay,
  RevocationSync,
  TokenDenylist,
  type OutboxModel,
} from '../src';

const logger = createLogger('kit-idle', 'silent');

/** Lets the promises a timer started settle (the fake clock does not run them). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
/** Advances the fake clock by `ms` one second at a time, settling promises after each step. */
const pass = async (ms: number) => {
  for (let t = 0; t < ms; t += 1000) {
    await jest.advanceTimersByTimeAsync(Math.min(1000, ms - t));
    await settle();
  }
};

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-28T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('revocation state while idle', () => {
  function sync(source = jest.fn(async () => ({ tokens: [], users: [] }))) {
    const s = new RevocationSync({
      denylist: new TokenDenylist(),
      source,
      logger,
      intervalMs: 1000,
      maxAgeMs: 4000,
      idleAfterMs: 30_000,
      idleIntervalMs: 30_000,
    });
    return { s, source };
  }

  it('reloads every second while admin calls come, then backs off to every 30 s', async () => {
    const { s, source } = sync();
    s.start();
    await settle();
    // Busy: an admin call every few seconds keeps reloads at one a second.
    for (let i = 0; i < 5; i += 1) {
      await s.ensureCurrent();
      await pass(4000);
    }
    expect(source.mock.calls.length).toBeGreaterThanOrEqual(20);
    // Idle for 30 s: still one a second meanwhile; then the pauses double up to 30 s.
    await pass(30_000);
    source.mockClear();
    await pass(10 * 60_000);
    // 2, 4, 8, 16 s, then every 30 s: about 20 reloads in ten minutes instead of 600.
    expect(source.mock.calls.length).toBeGreaterThanOrEqual(18);
    expect(source.mock.calls.length).toBeLessThanOrEqual(24);
    s.stop();
  });

  /** Idle long enough for 30 s pauses, then until the state is older than the 4 s window. */
  async function idleUntilStale(s: RevocationSync) {
    await pass(10 * 60_000);
    for (let i = 0; i < 40 && s.current; i += 1) await pass(1000);
    expect(s.current).toBe(false);
  }

  it('reloads a state older than the window before judging an admin call, and polls again', async () => {
    const { s, source } = sync();
    s.start();
    await idleUntilStale(s);
    source.mockClear();
    await expect(s.ensureCurrent()).resolves.toBeUndefined();
    expect(source).toHaveBeenCalledTimes(1);
    expect(s.current).toBe(true);
    // Back to one reload a second at once, not after the 30 s pause in progress.
    await pass(5000);
    expect(source.mock.calls.length).toBeGreaterThanOrEqual(5);
    s.stop();
  });

  it('still refuses with 503 when the reload fails (svc-auth unreachable)', async () => {
    const source = jest.fn(async () => ({ tokens: [], users: [] }));
    const { s } = sync(source);
    s.start();
    await idleUntilStale(s);
    source.mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(s.ensureCurrent()).rejects.toMatchObject({ status: 503 });
    s.stop();
  });
});

describe('outbox relay while idle', () => {
  /** A model whose collection counts the relay's queries and holds `pending` documents. */
  function fakeModel() {
    const emitter = new EventEmitter();
    const state = { finds: 0, pending: [] as Array<{ _id: number; _outbox: object[] }> };
    const collection = {
      find: () => {
        state.finds += 1;
        return { limit: () => ({ toArray: async () => state.pending.splice(0) }) };
      },
      countDocuments: async () => state.pending.length,
      updateOne: async () => ({}),
      deleteOne: async () => ({}),
    };
    const model = Object.assign(emitter, { collection }) as unknown as OutboxModel;
    return { model, state, emitter };
  }

  it('looks for leftover events less and less often, and at once after a write', async () => {
    const { model, state, emitter } = fakeModel();
    const producer = { send: jest.fn(async () => []) } as unknown as Producer;
    const relay = new OutboxRelay({ models: [model], producer, logger, intervalMs: 500, idleMaxMs: 30_000 });
    relay.start();
    await pass(10 * 60_000);
    // 0.5, 1, 2 ... 16 s, then every 30 s: about 25 passes in ten minutes instead of 1200.
    expect(state.finds).toBeLessThanOrEqual(30);
    const before = state.finds;
    state.pending.push({
      _id: 1,
      _outbox: [{ id: 'e1', topic: 't', key: 'k', value: '{}', at: new Date() }],
    });
    emitter.emit(OUTBOX_WRITTEN);
    await pass(1000);
    expect(producer.send).toHaveBeenCalledTimes(1);
    expect(state.finds).toBeGreaterThan(before);
    await relay.stop(0);
  });
});

describe('broker check', () => {
  it('runs every minute while the broker answers and every 10 s while it does not', async () => {
    let up = true;
    const check = jest.fn(async () => {
      if (!up) throw new Error('down');
    });
    const watch = new DependencyWatch('kafka', check, new Registry()).start();
    await pass(5 * 60_000);
    expect(check.mock.calls.length).toBeLessThanOrEqual(6);
    up = false;
    await pass(60_000);
    check.mockClear();
    await pass(60_000);
    expect(check.mock.calls.length).toBeGreaterThanOrEqual(5);
    watch.stop();
  });
});

describe('Kafka connections while idle', () => {
  // kafkajs's per-connection queue (a deep path: not part of its API, and what createKafka corrects).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const RequestQueue = require('kafkajs/src/network/requestQueue') as new (options: object) => {
    pending: unknown[];
    throttledUntil: number;
    checkPendingRequests(): void;
    scheduleCheckPendingRequests(): void;
  };
  const queue = () => {
    createKafka({ brokers: '127.0.0.1:9', clientId: 'idle', logger });
    const noop = () => undefined;
    return new RequestQueue({
      instrumentationEmitter: null,
      maxInFlightRequests: 1,
      requestTimeout: 1000,
      enforceRequestTimeout: false,
      clientId: 'idle',
      broker: '127.0.0.1:9',
      logger: { debug: noop, info: noop, warn: noop, error: noop },
      isConnected: () => true,
    });
  };

  it('arms no timer after an answer when no request waits (kafkajs alone wakes every 1 ms)', () => {
    const q = queue();
    q.checkPendingRequests();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('still checks waiting requests when a throttle ends', () => {
    const q = queue();
    const check = jest.spyOn(q, 'checkPendingRequests').mockImplementation(() => undefined);
    q.pending.push({});
    q.throttledUntil = Date.now() + 500;
    q.scheduleCheckPendingRequests();
    jest.advanceTimersByTime(499);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
