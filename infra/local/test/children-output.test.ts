import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@voltdesk/service-kit/testing';
import { broker } from '../src/children';
import { stackDefaults, type StackConfig } from '../src/stack-config';

/**
 * Every child's own output reaches the stack log, the broker's too: when Mokapi dies (a Go panic exits
 * with code 2, its reason on stderr) the log says why, next to the supervisor's "restarting" line.
 */
let child: ChildProcess | undefined;

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
});

it("writes the broker's own output to the stack log", async () => {
  const config: StackConfig = {
    ...stackDefaults,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'children-output-')),
    KAFKA_PORT: String(await freePort()),
    MOKAPI_API_PORT: String(await freePort()),
  };
  const lines: string[] = [];
  const spec = broker(config, (line) => lines.push(line));
  child = await spec.launch();
  // Mokapi writes its banner (name, version, web site) on every start.
  for (let i = 0; i < 600 && !lines.some((l) => l.includes('mokapi.io')); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(lines.join('\n')).toContain('mokapi.io');
});
