import Ajv, { _, type Options } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats, { type FormatName } from 'ajv-formats';
import { addWithCompileCache } from './compile-cache';
import { relativeMultipleOf } from './multiple-of';
import { orderKeywords } from './pos/order-keywords';
import { requestSchemas } from './registry';
import { viewSchemas } from './views';

/**
 * The one ajv configuration of the project, used by the services (with `coerceTypes` for multipart and
 * query strings, where every value arrives as text). The browser forms run the same configuration
 * precompiled at build time (libs/app-core/src/build/schema-validators.ts), since the CSP forbids
 * compiling there. Every schema is compiled once per instance, never per request.
 */
const FORMATS: FormatName[] = ['email', 'date', 'date-time', 'uri'];

export function createSchemaValidator(
  options: Pick<Options, 'coerceTypes'> & {
    /**
     * `views`: the response views instead of the request schemas, for checking what a service answers
     * (service-kit does in the tests). Nothing is coerced or defaulted then: an answer must already have
     * its contract's shape; nullable fields are written as union types.
     */
    schemas?: 'requests' | 'views';
  } = {},
  extraSchemas: readonly object[] = [],
): Ajv {
  const views = options.schemas === 'views';
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    useDefaults: !views,
    allowUnionTypes: views,
    removeAdditional: false,
    coerceTypes: views ? false : (options.coerceTypes ?? false),
    // How standalone code (the browser's) reaches the `date` and `date-time` checks. ajv-formats would
    // write this itself, but with its own copy of ajv's code builder, which this ajv does not recognise
    // and prints as JSON: the browser then failed on any date it checked.
    code: { formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  // `multipleOf: 0.01` (pounds with two decimals) must accept 19.99 despite binary floating point.
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(relativeMultipleOf);
  addFormats(ajv, FORMATS);
  // The order's rules over cart sums, and `errorMessage` for the wording of cross-field rules.
  for (const keyword of orderKeywords) ajv.addKeyword(keyword);
  addErrors(ajv);
  const schemas = [...(views ? viewSchemas : requestSchemas), ...extraSchemas];
  const made = {
    views,
    coerceTypes: options.coerceTypes,
    keywords: [relativeMultipleOf, ...orderKeywords],
    FORMATS,
    schemas,
  };
  addWithCompileCache(ajv, made, () => {
    for (const schema of schemas) ajv.addSchema(schema as object);
  });
  return ajv;
}
