const { sanitizerParser, withEsmOnly } = require('../jest.node.cjs');

// sanitize-html's parser (htmlparser2 and its dom* helpers) ships ESM only.
module.exports = { ...withEsmOnly(sanitizerParser), rootDir: __dirname };
