// Jest settings of every front-end workspace (shell, remotes, app-core): the shared preset, run in jsdom
// with the `source` export condition so workspaces resolve to their TypeScript source, SWC's automatic
// React runtime, and stubs for styles and images. Each workspace's jest.config.cjs passes its folder.
const path = require('node:path');
const preset = require('./jest.preset.cjs');

const shared = path.join(__dirname, 'libs/app-core/test');

module.exports = (rootDir) => ({
  ...preset,
  rootDir,
  testEnvironment: path.join(shared, 'jsdom-with-fetch.cjs'),
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
    '\\.css$': path.join(shared, 'style-stub.cjs'),
    '\\.(svg|png|jpe?g|gif|ico)$': path.join(shared, 'file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFilesAfterEnv: [path.join(rootDir, 'test/setup.ts')],
  // Shared 2-core machines, suites side by side: user-event flows with lazy pages take a while at times.
  testTimeout: 60000,
});
