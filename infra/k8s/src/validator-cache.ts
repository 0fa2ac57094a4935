import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { K8S_DIR } from './units';

/**
 * Compiled validators kept on disk as Ajv's standalone code, so a process compiles a kind's schema only
 * when no process before it did. Compiling the Kubernetes API's schemas costs seconds of CPU, and every
 * test file of this workspace is a process of its own that validates the same kinds; loading the code Ajv
 * generated for them is a small fraction of that. The code is what `ajv.compile` builds (standalone code
 * is Ajv's own output, run with Ajv's runtime), so a validator loaded from here checks exactly what a
 * fresh compile checks. A file is named by the hash of everything the code depends on: Ajv's version and
 * options, every schema the instance holds (`inputs`) and the schema compiled.
 */
const CACHE_DIR = path.join(K8S_DIR, 'node_modules', '.cache', 'validators');

const AJV_VERSION = (
  JSON.parse(readFileSync(require.resolve('ajv/package.json'), 'utf8')) as { version: string }
).version;

/** Runs generated code as a CommonJS module; its `require` loads Ajv's runtime helpers. */
function load(code: string): ValidateFunction {
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports as ValidateFunction;
}

/**
 * `ajv.compile(schema)`, or the same validator from the cache. `ajv` must be made with
 * `code: { source: true }`; `inputs` identifies the schemas added to it and its options.
 */
export function compileCached(ajv: Ajv, schema: object, inputs: string): ValidateFunction {
  const key = createHash('sha256')
    .update(`${AJV_VERSION}\0${inputs}\0${JSON.stringify(schema)}`)
    .digest('hex')
    .slice(0, 40);
  const file = path.join(CACHE_DIR, `${key}.cjs`);
  let code: string | undefined;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    // Not compiled yet by any process.
  }
  if (code !== undefined) return load(code);
  const validate = ajv.compile(schema);
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole and renamed: test files in other workers may read it at the same moment.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, standaloneCode(ajv, validate));
  renameSync(partial, file);
  return validate;
}
