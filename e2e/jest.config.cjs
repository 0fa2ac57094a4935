const preset = require('../jest.preset.cjs');
const { beside } = require('./lanes.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  // Against the one stack, a worker for each journey in lanes.cjs `beside` (they start first, and mostly
  // wait on the clock) and one for the others, which run one at a time (the environment holds a lock for
  // each): with fewer, a beside journey would hold up the line.
  maxWorkers: beside.length + 1,
  testEnvironment: '<rootDir>/src/one-at-a-time-environment.cjs',
  testSequencer: '<rootDir>/src/beside-first-sequencer.cjs',
  // A journey waits on a real stack on a slow machine: generous, never a race.
  testTimeout: 120000,
};
