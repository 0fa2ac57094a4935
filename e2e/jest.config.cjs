const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  // A journey waits on a real stack on a slow machine: generous, never a race.
  testTimeout: 120000,
};
