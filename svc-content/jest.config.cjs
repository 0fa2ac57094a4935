const { contentApp, withEsmOnly } = require('../jest.node.cjs');

// sanitize-html's parser and `feed` (the RSS writer) ship ESM only.
module.exports = { ...withEsmOnly(contentApp), rootDir: __dirname };
