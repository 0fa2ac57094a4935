// Jest settings of a Node workspace that loads ESM-only packages beyond the preset's own list (jose,
// file-type, ...): the preset, with SWC rewriting those packages to CommonJS as well.
const preset = require('./jest.preset.cjs');

/** sanitize-html's parser: htmlparser2 and its dom* helpers. */
const sanitizerParser = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
];

/** What svc-content's app loads: the sanitizer's parser and `feed`, the RSS writer. */
const contentApp = [...sanitizerParser, 'feed'];

/** The preset, with `esmOnly` rewritten too; a workspace adds its rootDir and own settings. */
const withEsmOnly = (esmOnly) => ({
  ...preset,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) =>
    p.replace('(?!(', `(?!(${esmOnly.join('|')}|`),
  ),
});

module.exports = { withEsmOnly, sanitizerParser, contentApp };
