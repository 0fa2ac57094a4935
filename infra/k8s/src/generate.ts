/**
 * `npm run generate -w infra/k8s`: writes every generated file (see `src/outputs.ts`).
 * `--check`: writes nothing, lists the stale files and exits 1 if any (the tests run this).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles } from './outputs';
import { REPO_ROOT } from './units';

async function main() {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, content] of await generatedFiles()) {
    const target = path.join(REPO_ROOT, file);
    let current: string | undefined;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === content) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  if (check && stale.length) {
    console.log(`stale generated files (run \`npm run generate -w infra/k8s\`):\n  ${stale.join('\n  ')}`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length ? `wrote ${stale.join(', ')}` : 'generated files are up to date');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
