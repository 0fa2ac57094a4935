import { BusinessTime } from '@voltdesk/service-kit';
import { startHarness, type Harness } from '../test/harness';

/**
 * Every admin screen shows and takes dates in the business's locale and on its clock, whatever the
 * browser's: svc-auth serves both, from BUSINESS_LOCALE and BUSINESS_TIME_ZONE, to anyone (no secret).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    prefix: 'auth_business_clock',
    businessTime: new BusinessTime('America/Chicago'),
    businessLocale: 'en-IE',
  });
});
afterAll(async () => h.stop());

it('serves the business locale and time zone it was configured with, without sign-in', async () => {
  const res = await h.api().get('/api/businessClock').expect(200);
  expect(res.body).toEqual({ data: { locale: 'en-IE', time_zone: 'America/Chicago' } });
});
