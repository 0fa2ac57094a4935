const preset = require('../../jest.preset.cjs');

// kubernetes-models 5 and its @kubernetes-models packages ship ESM only: jest.resolver.cjs resolves their
// `import` condition and SWC rewrites them to CommonJS, as the preset does for its own ESM-only list.
const esmOnly = ['kubernetes-models', '@kubernetes-models', 'is-cidr', 'cidr-regex'];

module.exports = {
  ...preset,
  rootDir: __dirname,
  testTimeout: 60000,
  resolver: require.resolve('./jest.resolver.cjs'),
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) =>
    p.replace('(?!(', `(?!(${esmOnly.join('|')}|`),
  ),
};
