import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { relativeMultipleOf } from './multiple-of';
import { requestSchemas } from './registry';
import { viewSchemas } from './views';

/**
 * The one ajv configuration of the project, used by the services (with `coerceTypes` for multipart and
 * query strings, where every value arrives as text). The browser forms run the same configuration
 * precompiled at build time (libs/app-core/src/build/schema-validators.ts), since the CSP forbids
 * compiling there. Every schema is compiled once per instance, never per request.
 */
export function createSchemaValidator(
  options: Pick<Options, 'coerceTypes'> = {},
  extraSchemas: readonly object[] = [],
): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    useDefaults: true,
    removeAdditional: false,
    coerceTypes: options.coerceTypes ?? false,
  });
  // `multipleOf: 0.01` (pounds with two decimals) must accept 19.99 despite binary floating point.
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(relativeMultipleOf);
  addFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const schema of [...requestSchemas, ...extraSchemas]) ajv.addSchema(schema as object);
  return ajv;
}

/**
 * An ajv holding the response views, for checking what a service answers against its contract (the
 * service tests turn this on for every response). Nothing is coerced or defaulted: the answer must
 * already have the contract's shape.
 */
export function createViewValidator(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(relativeMultipleOf);
  addFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const schema of viewSchemas) ajv.addSchema(schema as object);
  return ajv;
}
