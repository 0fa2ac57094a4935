import { alive, readState } from '../src/supervisor/stack-state';
import { eventually, startStackProcess, type StackProcess } from './support/stack-process';

/**
 * Ctrl-C in the terminal of `npm start` reaches npm, tsx and the supervisor at once (one process group), and
 * tsx relays it once more. That must still be one graceful stop (services drain, the database flushes its
 * journal), not the "second Ctrl-C" that kills everything.
 */
let stack: StackProcess;

afterAll(async () => {
  await stack?.dispose();
}, 120_000);

it(
  'stops gracefully on Ctrl-C, every child included',
  async () => {
    stack = await startStackProcess({}, 'npm');
    await eventually(
      'npm start ready',
      async () => (/ready in [\d.]+ s/.test(stack.output()) ? true : undefined),
      8 * 60_000,
    );
    const children = readState(stack.env.DATA_DIR!)!.children;
    process.kill(-stack.child.pid!, 'SIGINT');
    await eventually(
      'the supervisor stopped',
      async () => (/\[stack\]\s+stopped/.test(stack.output()) ? true : undefined),
      90_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${stack.output().slice(-3000)}`);
    });
    const out = stack.output();
    expect(out).toContain('stopping…');
    expect(out).not.toContain('killing everything now');
    expect(out).toMatch(/\[mongo\]\s.*flushing journal/);
    expect(out).toMatch(/\[stack\]\s+stopped/);
    expect(children.filter((c) => alive(c.pid))).toEqual([]);
  },
  10 * 60_000,
);
