import { once } from 'node:events';
import { freePort } from '@voltdesk/service-kit/testing';
import { startStackProcess, type StackProcess } from './support/stack-process';

/** `npm start` refuses a configuration it cannot run before it starts anything. */
let stack: StackProcess | undefined;

afterEach(async () => {
  await stack?.dispose();
  stack = undefined;
}, 60_000);

it('refuses two parts on one port, naming both variables, and starts nothing', async () => {
  const port = String(await freePort());
  stack = await startStackProcess({ CONTENT_PORT: port, POS_PORT: port });
  const [code] = (await once(stack.child, 'exit')) as [number | null];
  expect(code).toBe(1);
  expect(stack.output()).toContain(`CONTENT_PORT and POS_PORT are both ${port}: give each its own port`);
  expect(stack.output()).not.toMatch(/\[mongo\]|ready in/);
}, 60_000);
