import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { requestSchemas } from './registry';

/**
 * The one ajv configuration of the project, used by the services (with `coerceTypes` for multipart and
 * query strings, where every value arrives as text) and by the browser forms. Every schema is compiled
 * once here, never per request.
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
    // `multipleOf: 0.01` (pounds with two decimals) must accept 19.99 despite binary floating point.
    multipleOfPrecision: 9,
  });
  addFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const schema of [...requestSchemas, ...extraSchemas]) ajv.addSchema(schema as object);
  return ajv;
}
