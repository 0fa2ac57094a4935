// Starts the journeys of ../lanes.cjs `beside` first, so their minutes of waiting on the clock overlap
// the other journeys from the start; the others keep jest's own order (slowest known first).
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { beside } = require('../lanes.cjs');

const root = path.resolve(__dirname, '..');
const isBeside = (test) => beside.includes(path.relative(root, test.path).split(path.sep).join('/'));

class BesideFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isBeside), ...sorted.filter((t) => !isBeside(t))];
  }
}

module.exports = BesideFirstSequencer;
