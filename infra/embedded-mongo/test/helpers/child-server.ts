import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const BIN = path.join(__dirname, '..', '..', 'bin', 'embedded-mongo.cjs');

export interface ChildServer {
  child: ChildProcess;
  uri: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the CLI as a separate process and resolves once it prints its ready line. */
export function spawnServer(args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, [BIN, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /embedded-mongo listening on (\S+)/.exec(out);
      if (m) {
        child.stdout?.off('data', onData);
        resolve({ child, uri: m[1] as string, output: () => out, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before ready:\n${out}`)));
  });
}

/** Resolves when the predicate holds; polls without any deadline of its own (jest's timeout applies). */
export async function until(predicate: () => boolean, everyMs = 10): Promise<void> {
  while (!predicate()) await new Promise((r) => setTimeout(r, everyMs));
}
