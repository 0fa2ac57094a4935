const { withEsmOnly } = require('../../jest.node.cjs');

// The OTLP exporter loads `http` with a dynamic import(), which jest's module VM refuses: let SWC rewrite
// that package to require() like the ESM-only ones (src/tracing is tested against a real OTLP/HTTP
// receiver).
module.exports = {
  ...withEsmOnly(['@opentelemetry/otlp-exporter-base']),
  rootDir: __dirname,
};
