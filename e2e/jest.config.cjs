const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  // Two workers against the one stack: the journeys in lanes.cjs `beside` run (first) beside the others,
  // which still run one at a time (the environment holds a lock for each).
  maxWorkers: 2,
  testEnvironment: '<rootDir>/src/one-at-a-time-environment.cjs',
  testSequencer: '<rootDir>/src/beside-first-sequencer.cjs',
  // A journey waits on a real stack on a slow machine: generous, never a race.
  testTimeout: 120000,
};
