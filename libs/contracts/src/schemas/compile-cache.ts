import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Ajv from 'ajv';
import type { AnySchema, ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';

// Compiled validators kept on disk as Ajv's standalone code, for processes that compile the same schemas
// again and again: every jest test file loads its modules afresh (its ajv too), and the stacks the tests
// start run the same services many times. Compiling a view or a request schema costs each of them a
// tenth of a CPU second or more; loading the code Ajv generated for it, a small fraction of that. Turned on
// by VOLTDESK_VALIDATOR_CACHE (a folder; the jest preset sets it for the tests and the stacks they start),
// never in production, whose containers are read-only.
//
// The code is Ajv's own output for the schema, the same the browser forms run, so a validator loaded
// from here checks exactly what a fresh compile checks. A file is named by the hash of all the code
// depends on (`inputs`: Ajv's version, the instance's options, keywords and schemas) and the schema.

let knownVersions: { value: string | undefined } | undefined;

/**
 * The versions the generated code depends on, read once per process (each instance asks); undefined where
 * they cannot be read (a bundle, such as the render server's, carries the code without the packages' own
 * files): then nothing is cached.
 */
function versions(): string | undefined {
  knownVersions ??= { value: readVersions() };
  return knownVersions.value;
}

function readVersions(): string | undefined {
  try {
    return ['ajv', 'ajv-errors', 'ajv-formats']
      .map((name) => {
        const manifest = readFileSync(require.resolve(`${name}/package.json`), 'utf8');
        return `${name}@${(JSON.parse(manifest) as { version: string }).version}`;
      })
      .join(' ');
  } catch {
    return undefined;
  }
}

/** Runs generated code as a CommonJS module; its `require` loads Ajv's runtime helpers and formats. */
function load(code: string): ValidateFunction {
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports as ValidateFunction;
}

/** `compile` for `ajv` that goes through the cache in `dir`; `inputs` names what the instance was made of. */
function cachedCompile(ajv: Ajv, inputs: string, dir: string) {
  const compiled = new Map<string, ValidateFunction>();
  return (schema: AnySchema, make: () => ValidateFunction | undefined): ValidateFunction | undefined => {
    const key = createHash('sha256')
      .update(`${inputs}\0${JSON.stringify(schema)}`)
      .digest('hex')
      .slice(0, 40);
    const known = compiled.get(key);
    if (known) return known;
    const file = path.join(dir, `${key}.cjs`);
    let validate: ValidateFunction | undefined;
    try {
      validate = load(readFileSync(file, 'utf8'));
      // Standalone code (the browser build's) is made from a compiled function's `source`: compiled then.
      Object.defineProperty(validate, 'source', { get: () => make()?.source });
    } catch {
      validate = make();
      if (!validate) return undefined;
      try {
        mkdirSync(dir, { recursive: true });
        // Written whole and renamed: other processes may read it at the same moment.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, standaloneCode(ajv, validate));
        renameSync(partial, file);
      } catch {
        // A folder that cannot be written only costs the next process its compile.
      }
    }
    compiled.set(key, validate);
    return validate;
  };
}

/**
 * Adds the instance's schemas (`addSchemas`) and, when VOLTDESK_VALIDATOR_CACHE names a folder, makes
 * `ajv.compile` and `ajv.getSchema` go through the cache. `made` describes the instance: its options,
 * keywords and schemas. Checking every schema against JSON Schema's meta-schema is done once per `made`
 * too (a marker file says it passed), since it compiles the meta-schema in every process.
 */
export function addWithCompileCache(ajv: Ajv, made: unknown, addSchemas: () => void): void {
  const dir = process.env.VOLTDESK_VALIDATOR_CACHE;
  const depends = dir ? versions() : undefined;
  if (!dir || !depends) return addSchemas();
  // Functions (keyword code) hash by their text, so a changed keyword misses the cache.
  const inputs = createHash('sha256')
    .update(
      `${depends}\0${JSON.stringify(made, (_key, value: unknown) =>
        typeof value === 'function' ? value.toString() : value,
      )}`,
    )
    .digest('hex');
  const checked = path.join(dir, `${inputs}.checked`);
  const validateSchema = ajv.opts.validateSchema;
  if (existsSync(checked)) ajv.opts.validateSchema = false;
  addSchemas();
  ajv.opts.validateSchema = validateSchema;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(checked, '');
  } catch {
    // Checked again by the next process.
  }
  // Standalone code can only be made from an instance that keeps its sources.
  ajv.opts.code.source = true;
  const cached = cachedCompile(ajv, inputs, dir);
  const compile = ajv.compile.bind(ajv);
  const getSchema = ajv.getSchema.bind(ajv);
  // Ajv's overloads (JTD, async) do not apply to this instance: one signature stands for them.
  ajv.compile = ((schema: AnySchema) => cached(schema, () => compile(schema))) as typeof ajv.compile;
  ajv.getSchema = ((id: string) =>
    ajv.schemas[id] ? cached({ $id: id }, () => getSchema(id)) : getSchema(id)) as typeof ajv.getSchema;
}
