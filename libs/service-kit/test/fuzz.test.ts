import request from 'supertest';
import { createApp, createLogger, createMetrics } from '../src';
import { fuzzRoutes } from '../src/testing';

/** A service with the faults fuzzRoutes exists to find, so the helper is shown to catch each kind. */
function faultyApp() {
  const app = createApp({
    name: 'faulty',
    logger: createLogger('faulty', 'silent'),
    metrics: createMetrics('faulty', false),
  });
  app.use(async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (Object.hasOwn(body, 'constructor')) throw new TypeError('x.push is not a function'); // a 500
    if (ctx.querystring.includes('constructor')) {
      ctx.status = 400;
      ctx.body = 'plain text error'; // no envelope
      return;
    }
    ctx.body = { data: null };
  });
  return app;
}

it('reports 5xx answers and errors without the envelope', async () => {
  const callback = faultyApp().callback();
  const failures = await fuzzRoutes({
    service: 'pos',
    api: () => request(callback),
    adminHeaders: {},
    randomRuns: 0,
    endpoints: [{ method: 'POST', path: 'faulty', access: 'public' }],
  });
  const found = failures.map((f) => `${f.probe} -> ${f.status}`);
  expect(found).toEqual(
    expect.arrayContaining(['body: field named constructor -> 500', 'query: ?constructor=x -> 400']),
  );
});

it('reports nothing for a service that answers every probe with the envelope', async () => {
  const app = createApp({
    name: 'sound',
    logger: createLogger('sound', 'silent'),
    metrics: createMetrics('sound', false),
  });
  app.use(async (ctx) => {
    ctx.status = 422;
    ctx.body = { message: 'The given data was invalid.', data: {} };
  });
  const callback = app.callback();
  const failures = await fuzzRoutes({
    service: 'pos',
    api: () => request(callback),
    adminHeaders: {},
    randomRuns: 5,
    endpoints: [{ method: 'PUT', path: 'sound', access: 'public' }],
  });
  expect(failures).toEqual([]);
});
