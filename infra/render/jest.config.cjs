const { contentApp, withEsmOnly } = require('../../jest.node.cjs');

// The suite runs svc-content in-process (its test harness), which loads ESM-only packages.
module.exports = { ...withEsmOnly(contentApp), rootDir: __dirname };
