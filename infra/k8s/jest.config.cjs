const { withEsmOnly } = require('../../jest.node.cjs');

// kubernetes-models 5 and its @kubernetes-models packages ship ESM only: jest.resolver.cjs resolves their
// `import` condition and SWC rewrites them to CommonJS.
module.exports = {
  ...withEsmOnly(['kubernetes-models', '@kubernetes-models', 'is-cidr', 'cidr-regex']),
  rootDir: __dirname,
  resolver: require.resolve('./jest.resolver.cjs'),
};
