// The shared preset compiles TypeScript with SWC; rootDir pins test discovery to this workspace.
module.exports = {
  ...require('../../jest.preset.cjs'),
  rootDir: __dirname,
  // Crash tests spawn child servers and wait on fsync; generous per-test budget, no timing assertions.
  testTimeout: 60000,
};
