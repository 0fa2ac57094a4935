// Which journeys may run beside the others. The journeys share one stack and its data (the subscriber
// count a newsletter names, the dashboard's takings, the admin list), so they run one at a time, except
// the ones listed here: each spends minutes waiting on the clock and touches nothing another journey
// reads, so it runs in a jest worker of its own while the others go on (src/one-at-a-time-environment.cjs;
// jest.config.cjs gives each of these a worker, plus one for the rest). Adding a journey here needs that
// checked against every other journey.
module.exports = {
  beside: [
    // Schedules its own post for the next whole minute after one from now, then waits for it on /blogs.
    'journeys/publishing.test.ts',
    // Sets the unpaid-invoice alert to its own receiving address and a minute, makes an unpaid invoice,
    // then waits a minute or more for the alert. Other journeys read their own customers' invoices, the
    // takings (which an unpaid invoice does not move) and their own mail addresses, never that setting.
    'journeys/unpaid-alert.test.ts',
  ],
};
