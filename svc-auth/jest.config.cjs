const preset = require('../jest.preset.cjs');

// test/activity-across-services.test.ts runs svc-content's app, whose sanitize-html parser and RSS writer
// ship ESM only (as in svc-content's own jest config).
const esmOnly = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
  'feed',
];
const ignore = preset.transformIgnorePatterns[0].replace('(?!(', `(?!(${esmOnly.join('|')}|`);

module.exports = { ...preset, rootDir: __dirname, testTimeout: 30000, transformIgnorePatterns: [ignore] };
