import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _, str } from 'ajv';

/**
 * `multipleOf` with a tolerance relative to the quotient instead of ajv's absolute `multipleOfPrecision`.
 * Money is `multipleOf: 0.01` (pounds with at most two decimals): binary floating point makes
 * 19.99 / 0.01 = 1998.9999999999998, so an exact test refuses ordinary prices, while an absolute tolerance
 * lets tiny amounts through (1e-300 / 0.01 rounds to 0 well within 1e-9). A few units in the last place of
 * the quotient absorb the noise and nothing more, so every fraction of a penny is refused, however small.
 * Generated as code (not a validate function) so ajv's standalone output for the browser carries it.
 */
export const relativeMultipleOf: CodeKeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  error: {
    message: ({ schemaCode }) => str`must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data, schemaCode } = cxt;
    const quotient = gen.const('quotient', _`${data} / ${schemaCode}`);
    cxt.fail$data(
      _`!isFinite(${quotient}) || Math.abs(${quotient} - Math.round(${quotient})) > 4 * Number.EPSILON * Math.abs(${quotient})`,
    );
  },
};
