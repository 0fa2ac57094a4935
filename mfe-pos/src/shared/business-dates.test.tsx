import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneOrderRoutes, renderPos } from '../../test/render-pos';
import { order } from '../../test/fixtures';

/**
 * Every date the desk shows or takes is the business's (svc-auth's `businessClock`: its locale and
 * BUSINESS_TIME_ZONE), never the browser's: here a browser in New York with an American language
 * (jsdom's `en-US`) at a business on Tokyo time that writes British dates.
 */
// The browser's zone is New York for every test of this workspace (jest.config.cjs).

const TOKYO = { 'GET businessClock': { body: { data: { locale: 'en-GB', time_zone: 'Asia/Tokyo' } } } };

test('the browser really is an American one in New York', () => {
  expect(navigator.language).toBe('en-US');
  expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  expect(new Date('2026-11-22T09:00:00Z').getHours()).toBe(4);
});

test("the payment history shows times on the business's clock, in its locale", async () => {
  renderPos('/admin/orders', { ...oneOrderRoutes(order()), ...TOKYO });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const table = await screen.findByRole('table', { name: 'Payment history' });
  // 09:00 UTC is 18:00 in Tokyo (04:00 in New York).
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('22 Nov 2026, 18:00');
});

test("the report period is typed and shown the business's way, and today is the business's day", async () => {
  jestNow('2026-07-31T20:00:00Z'); // 05:00 on 1 August in Tokyo, still 31 July in New York
  const { net } = renderPos('/admin/reports', {
    ...TOKYO,
    'GET admin/getPeriodReport': { status: 503, body: { message: 'down' } },
    'GET admin/getVatReport': { status: 503, body: { message: 'down' } },
    'GET admin/getSalesReport': { status: 503, body: { message: 'down' } },
    'GET admin/getAgedReceivables': { status: 503, body: { message: 'down' } },
  });
  const from = await screen.findByLabelText('From');
  expect(from).toHaveValue('01/08/2026');
  expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  expect(net.callsTo('GET admin/getPeriodReport')[0]!.search).toBe('?from=2026-08-01&to=2026-08-01');
});

/** Fakes only the clock's "now" (no timers), so user events and fetches run as they do. */
function jestNow(iso: string) {
  jest.useFakeTimers({
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
    ],
  });
  jest.setSystemTime(new Date(iso));
}
afterEach(() => jest.useRealTimers());
