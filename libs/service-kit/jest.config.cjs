const preset = require('../../jest.preset.cjs');

// The OTLP exporter loads `http` with a dynamic import(), which jest's module VM refuses: let SWC rewrite
// that package to require() like the preset's ESM-only list (src/tracing is tested against a real
// OTLP/HTTP receiver).
module.exports = {
  ...preset,
  rootDir: __dirname,
  testTimeout: 30000,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) =>
    p.replace('(?!(', '(?!(@opentelemetry/otlp-exporter-base|'),
  ),
};
