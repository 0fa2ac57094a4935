// Front-end jest settings (as the shell's): the shared preset, run in jsdom with the `source` export
// condition so workspaces resolve to their TypeScript source, and SWC's automatic React runtime.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: require.resolve('../libs/app-core/test/jsdom-with-fetch.cjs'),
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'default'] },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': require.resolve('./test/style-stub.cjs'),
    '\\.(svg|png|jpe?g|gif|ico)$': require.resolve('./test/file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  // Shared 2-core machines: user-event flows with lazy pages take a few seconds at times.
  testTimeout: 20000,
  setupFilesAfterEnv: [require.resolve('./test/setup.ts')],
};
