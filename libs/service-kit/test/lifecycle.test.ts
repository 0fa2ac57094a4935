import { createApp, createLogger, createMetrics, runService } from '../src';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new connections, then runs the cleanup steps in order', async () => {
    const logger = createLogger('life', 'silent');
    const app = createApp({ name: 'life', logger, metrics: createMetrics('life', false) });
    app.use(async (ctx) => {
      await new Promise((r) => setTimeout(r, 500));
      ctx.body = { done: true };
    });
    const steps: string[] = [];
    const service = await runService({
      name: 'life',
      app,
      port: 0,
      host: '127.0.0.1',
      logger,
      onShutdown: [async () => steps.push('flush outbox'), async () => steps.push('close kafka')],
    });
    const url = `http://127.0.0.1:${service.port}/slow`;
    const inFlight = fetch(url).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 100));
    const closing = service.shutdown('SIGTERM');
    await expect(inFlight).resolves.toEqual({ done: true });
    await closing;
    expect(steps).toEqual(['flush outbox', 'close kafka']);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('names the variable to change when its port is taken', async () => {
    const logger = createLogger('life', 'silent');
    const first = await runService({
      name: 'svc-a',
      app: createApp({ name: 'a', logger, metrics: createMetrics('a', false) }),
      port: 0,
      host: '127.0.0.1',
      logger,
    });
    await expect(
      runService({
        name: 'svc-b',
        app: createApp({ name: 'b', logger, metrics: createMetrics('b', false) }),
        port: first.port,
        host: '127.0.0.1',
        logger,
      }),
    ).rejects.toThrow(`svc-b: port ${first.port} is already in use`);
    await first.shutdown();
  });
});
