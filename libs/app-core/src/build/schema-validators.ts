/**
 * Build-time half of the forms' validation under the Content-Security-Policy. In the browser, ajv would
 * compile the contract's JSON Schemas with `new Function`, which `script-src 'self'` (no 'unsafe-eval')
 * forbids. So every front-end build swaps libs/contracts' `createSchemaValidator` for a module generated
 * here with ajv's standalone code: the same schemas, compiled by the same ajv configuration, as plain
 * functions. The services keep the real one.
 *
 * Run as a script (`node --conditions=source --import tsx schema-validators.ts <out file>`), because the
 * contract is TypeScript source and the rspack config may be loaded without that condition.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createSchemaValidator, requestSchemas } from '@voltdesk/contracts';

// ajv as the contract resolves it (v8; the repository root may hold another major for other tools).
const contractRequire = createRequire(require.resolve('@voltdesk/contracts'));
type StandaloneCode = (
  ajv: ReturnType<typeof createSchemaValidator>,
  exportNames: Record<string, string>,
) => string;
const standaloneCode = (contractRequire('ajv/dist/standalone') as { default: StandaloneCode }).default;

function generate(outFile: string): void {
  // The generated module stands in for the whole of validator.ts: a new export there would be missing in
  // every browser build, so the build stops instead.
  const real = Object.keys(contractRequire('./schemas/validator') as object);
  if (real.join() !== 'createSchemaValidator')
    throw new Error(
      `libs/contracts validator.ts exports ${real.join(', ')}: teach schema-validators.ts them`,
    );
  const ajv = createSchemaValidator();
  // Standalone code can only be made from an instance asked to keep its sources.
  Object.assign(ajv.opts.code, { source: true, esm: false });
  const names: Record<string, string> = {};
  requestSchemas.forEach((schema, i) => (names[`s${i}`] = schema.$id));
  let code = standaloneCode(ajv, names);
  // The runtime helpers must come from the ajv the contract uses (v8), wherever the output lands.
  code = code.replace(
    /require\("(ajv\/dist\/[^"]+)"\)/g,
    (_match: string, request: string) => `require(${JSON.stringify(contractRequire.resolve(request))})`,
  );
  const ids = Object.fromEntries(Object.entries(names).map(([name, id]) => [id, name]));
  code +=
    `\nconst byId = ${JSON.stringify(ids)};\n` +
    'exports.createSchemaValidator = function () {\n' +
    '  return { getSchema: function (id) { return byId[id] === undefined ? undefined : exports[byId[id]]; } };\n' +
    '};\n';
  writeFileSync(outFile, code);
}

generate(process.argv[2]!);
