const { contentApp, withEsmOnly } = require('../jest.node.cjs');

// test/activity-across-services.test.ts runs svc-content's app, whose ESM-only packages come with it.
module.exports = { ...withEsmOnly(contentApp), rootDir: __dirname };
