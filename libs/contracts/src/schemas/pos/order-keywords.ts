import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _, type Code, type CodeGen, type Name } from 'ajv';
import { MAX_POUNDS } from './fields';

/**
 * The two order rules JSON Schema cannot say, because they compare a field with a sum over the cart:
 * - `maxSubTotal` (on `items`): the sub total (sum of the line totals, price x qty to the penny) is at most
 *   this many pounds;
 * - `atMostOrder: 'sub_total' | 'total'` (on `discount` and `payment`): the amount is at most the order's
 *   sub total, or its total (sub total - discount, or the VAT-inclusive `total` the form sends, see below).
 * Everything is counted in integer pence, as svc-pos stores it. Lines whose price or qty is not valid
 * (not a number yet, over the per-price maximum) count as 0: their own field already has its message, and
 * the form runs the same schema while the user is typing. The messages live beside the rules in orders.ts (`errorMessage`).
 *
 * Generated as code (not validate functions) so ajv's standalone output for the browser carries them.
 */
function subTotalPence(gen: CodeGen, items: Code): Name {
  const sum = gen.let('subTotal', 0);
  gen.if(_`Array.isArray(${items})`, () =>
    gen.forOf('line', items, (line) =>
      gen.if(
        _`${line} && typeof ${line}.price == "number" && ${line}.price >= 0 && ${line}.price <= ${MAX_POUNDS} && typeof ${line}.qty == "number" && isFinite(${line}.qty) && ${line}.qty > 0`,
        // lineTotalPence (./vat.ts): pence x thousandths of the qty, to the penny halves up.
        () =>
          gen.assign(
            sum,
            _`${sum} + Math.floor((Math.round(${line}.price * 100) * Math.round(${line}.qty * 1000) * 2 + 1000) / 2000)`,
          ),
      ),
    ),
  );
  return sum;
}

export const maxSubTotalKeyword: CodeKeywordDefinition = {
  keyword: 'maxSubTotal',
  type: 'array',
  schemaType: 'number',
  code(cxt: KeywordCxt) {
    const { gen, data, schema } = cxt;
    const sum = subTotalPence(gen, data);
    cxt.fail(_`${sum} > ${Math.round((schema as number) * 100)}`);
  },
};

export const atMostOrderKeyword: CodeKeywordDefinition = {
  keyword: 'atMostOrder',
  type: 'number',
  schemaType: 'string',
  code(cxt: KeywordCxt) {
    const { gen, data, schema, it } = cxt;
    const order = it.parentData;
    const limit = subTotalPence(gen, _`${order}.items`);
    if (schema === 'total') {
      const discount = _`${order}.discount`;
      gen.if(_`typeof ${discount} == "number" && isFinite(${discount})`, () =>
        gen.assign(limit, _`Math.max(0, ${limit} - Math.round(${discount} * 100))`),
      );
      // With prices excluding VAT the total is more than sub total - discount by its VAT, which only
      // svc-pos knows for sure (the rates, the settings). A form that shows the total sends it as
      // `total`; it is believed up to the most VAT could add (20% of every line, plus half a penny of
      // rounding per line), so the form checks the payment against what it shows, and svc-pos checks it
      // again against the total it computes ('The payment may not be greater than the total.').
      const claimed = _`${order}.total`;
      const lines = _`(Array.isArray(${order}.items) ? ${order}.items.length : 0)`;
      gen.if(_`typeof ${claimed} == "number" && isFinite(${claimed})`, () =>
        gen.assign(
          limit,
          _`Math.max(${limit}, Math.min(Math.round(${claimed} * 100), ${limit} + Math.floor((${limit} * 20 + ${lines} * 50) / 100)))`,
        ),
      );
    } else if (schema !== 'sub_total') {
      throw new Error(`atMostOrder: 'sub_total' or 'total', not ${String(schema)}`);
    }
    cxt.fail(_`Math.round(${data} * 100) > ${limit}`);
  },
};

export const orderKeywords = [maxSubTotalKeyword, atMostOrderKeyword] as const;
