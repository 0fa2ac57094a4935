const preset = require('../jest.preset.cjs');

// sanitize-html's parser (htmlparser2 and its dom* helpers) and `feed` (the RSS writer) ship ESM only; SWC
// rewrites them for jest, as the preset does for jose and file-type.
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
