// kubernetes-models 5 and the @kubernetes-models packages export only `import` conditions; resolve them
// with `import` (SWC then transforms them, see jest.config.cjs) and everything else as the root resolver does.
const root = require('../../jest.resolver.cjs');

const importOnly = /^(kubernetes-models|@kubernetes-models\/[^/]+|is-cidr|cidr-regex)(\/|$)/;

module.exports = (request, options) =>
  importOnly.test(request)
    ? options.defaultResolver(request, { ...options, conditions: ['node', 'import', 'default'] })
    : root(request, options);
