const { sanitizerParser, withEsmOnly } = require('../../jest.node.cjs');

// sanitize-html's parser (src/rich-text) ships ESM only, and the OTLP exporter loads `http` with a
// dynamic import(), which jest's module VM refuses: let SWC rewrite those packages to require() like the
// ESM-only ones (src/tracing is tested against a real OTLP/HTTP receiver).
module.exports = {
  ...withEsmOnly([...sanitizerParser, '@opentelemetry/otlp-exporter-base']),
  rootDir: __dirname,
};
