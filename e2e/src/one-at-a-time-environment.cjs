// The journeys' test environment: Node's (jest's own), holding a lock for as long as its journey runs,
// so two journeys never run at once against the one stack, except those in ../lanes.cjs `beside`, which
// take no lock. The lock is a directory next to the run's stack state file (one per run, so two runs on
// one machine never wait for each other); making a directory is atomic, so one journey at a time holds it.
const { mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { beside } = require('../lanes.cjs');

const root = path.resolve(__dirname, '..');

/** The pid that holds `lock`; undefined in the instant between making it and writing the pid. */
function ownerOf(lock) {
  try {
    return Number(readFileSync(path.join(lock, 'pid'), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}

function alive(pid) {
  if (pid === undefined) return true; // being taken right now
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

class OneAtATimeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const journey = path.relative(root, context.testPath).split(path.sep).join('/');
    const state = process.env.VOLTDESK_E2E_STATE;
    if (!state) throw new Error('VOLTDESK_E2E_STATE is unset: the global setup (src/stack.ts) did not run');
    this.lock = beside.includes(journey) ? undefined : `${state}.lock`;
  }

  async setup() {
    await super.setup();
    if (!this.lock) return;
    for (;;) {
      try {
        mkdirSync(this.lock);
        writeFileSync(path.join(this.lock, 'pid'), String(process.pid));
        return;
      } catch (err) {
        if (err.code !== 'EEXIST') throw err;
        // A worker that died holding it (jest starts another) would otherwise keep every other journey out.
        if (!alive(ownerOf(this.lock))) rmSync(this.lock, { recursive: true, force: true });
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  async teardown() {
    if (this.lock) rmSync(this.lock, { recursive: true, force: true });
    await super.teardown();
  }
}

module.exports = OneAtATimeEnvironment;
