// Which journeys may run beside the others. The journeys share one stack and its data (the subscriber
// count a newsletter names, the dashboard's takings, the admin list), so they run one at a time, except
// the ones listed here: each spends minutes waiting on the clock and touches nothing another journey
// reads, so it runs in jest's second worker while the others go on (src/one-at-a-time-environment.cjs).
// Adding a journey here needs that checked against every other journey.
module.exports = {
  beside: [
    // Schedules its own post for the next whole minute after one from now, then waits for it on /blogs.
    'journeys/publishing.test.ts',
  ],
};
