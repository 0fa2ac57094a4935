import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { BIN, spawnServer, until } from './helpers/child-server';

describe('the embedded-mongo command', () => {
  /**
   * A copy of the launcher in a package of its own, inside this one so that esbuild still resolves:
   * its src/cli.ts and dist/cli.js each say which of them ran.
   */
  function fakePackage(): string {
    const dir = fs.mkdtempSync(path.join(__dirname, '.launcher-'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.copyFileSync(BIN, path.join(dir, 'bin', 'embedded-mongo.cjs'));
    fs.writeFileSync(path.join(dir, 'src', 'cli.ts'), "const from: string = 'source';\nconsole.log(from);\n");
    fs.writeFileSync(path.join(dir, 'dist', 'cli.js'), "console.log('dist');\n");
    return dir;
  }
  const run = (dir: string) =>
    execFileSync(process.execPath, [path.join(dir, 'bin', 'embedded-mongo.cjs')], {
      encoding: 'utf8',
    }).trim();
  const setMtime = (file: string, ms: number) => fs.utimesSync(file, ms / 1000, ms / 1000);

  it('runs the build only while it is at least as new as every source file', () => {
    const dir = fakePackage();
    try {
      const now = Date.now();
      setMtime(path.join(dir, 'src', 'cli.ts'), now - 60_000);
      setMtime(path.join(dir, 'dist', 'cli.js'), now);
      expect(run(dir)).toBe('dist');
      // A source edited after the build: the stale build must not run.
      setMtime(path.join(dir, 'src', 'cli.ts'), now + 60_000);
      expect(run(dir)).toBe('source');
      fs.rmSync(path.join(dir, 'dist'), { recursive: true });
      expect(run(dir)).toBe('source');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hands memory back once idle after a bulk load', async () => {
    const s = await spawnServer([]);
    try {
      const client = await MongoClient.connect(s.uri);
      const docs = client.db('load').collection('docs');
      const pad = 'x'.repeat(1000);
      for (let batch = 0; batch < 40; batch++) {
        await docs.insertMany(Array.from({ length: 2000 }, (_, i) => ({ n: batch * 2000 + i, pad })));
      }
      await docs.createIndex({ n: 1 });
      await client.close();
      await until(() => /idle: released memory/.test(s.output()), 100);
      const [, before, after] = /resident (\d+) -> (\d+) MB/.exec(s.output()) ?? [];
      expect(Number(after)).toBeLessThan(Number(before));
    } finally {
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
    }
  });
});
