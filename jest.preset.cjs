// Shared jest settings for every Node workspace. TypeScript is compiled by SWC (fast, no type check:
// `npm run typecheck` does that). A few dependencies ship ESM only; SWC rewrites them to CommonJS so
// jest's module system can load them.
const esmOnly = [
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'ulid',
];

// Compiled schema validators kept on disk (libs/contracts/src/schemas/compile-cache.ts), for every test
// process and the stacks they start: each test file would otherwise compile the same views and request
// schemas again.
process.env.VOLTDESK_VALIDATOR_CACHE ??= require('node:path').join(
  __dirname,
  'node_modules/.cache/validators',
);

module.exports = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  resolver: require.resolve('./jest.resolver.cjs'),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // `npm test` runs suites side by side on a small machine: a test may wait its turn for a core. A limit is
  // a hang detector, never a speed check (how fast belongs in benchmarks).
  testTimeout: 120000,
};
