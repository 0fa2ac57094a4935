// The shared preset compiles TypeScript with SWC; rootDir pins test discovery to this workspace.
const preset = require('../../jest.preset.cjs');

// test/service-list-plans.test.ts loads the services' list code, and svc-content's sanitizer pulls in
// htmlparser2 and its dom* helpers, which ship ESM only: SWC rewrites them, as svc-content's config does.
const esmOnly = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'entities', 'domelementtype'];

module.exports = {
  ...preset,
  rootDir: __dirname,
  transformIgnorePatterns: [preset.transformIgnorePatterns[0].replace('(?!(', `(?!(${esmOnly.join('|')}|`)],
  // Crash tests spawn child servers and wait on fsync: the preset's generous per-test budget, no timing
  // assertions.
};
