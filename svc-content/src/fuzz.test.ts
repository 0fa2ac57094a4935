import { fuzzRoutes } from '@voltdesk/service-kit/testing';
import { bearer, LANDING_KEY, useHarness } from './test-support/harness';

const h = useHarness();

it('answers malformed bodies, queries and headers on every svc-content route with 4xx and the envelope, never 5xx', async () => {
  const failures = await fuzzRoutes({
    service: 'content',
    api: h.api,
    adminHeaders: bearer(h.admin),
    keyHeaders: { key: LANDING_KEY },
  });
  expect(failures).toEqual([]);
}, 600_000);
