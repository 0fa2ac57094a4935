import { isPlainObject, type Doc } from '../values/normalize';

/** One condition on a document: true or false when it can tell from the value alone, else undefined. */
type Check = (doc: Doc) => boolean | undefined;

const hasOwn = (doc: Doc, field: string) => Object.prototype.hasOwnProperty.call(doc, field);
const allStrings = (v: unknown[]) => v.every((e) => typeof e === 'string');

/** A string equality or regex on a top-level field holding a string or an array of strings. */
function stringCheck(field: string, test: (s: string) => boolean): Check {
  return (doc) => {
    const v = doc[field];
    if (typeof v === 'string') return test(v);
    if (Array.isArray(v) && allStrings(v)) return v.some((e) => test(e as string));
    if (!hasOwn(doc, field)) return false;
    return undefined;
  };
}

/** `$regex` as a JavaScript RegExp, for the options JavaScript has (i, m, s); else undefined. */
function regexOf(cond: unknown): RegExp | undefined {
  if (cond instanceof RegExp) return /^[ims]*$/.test(cond.flags) ? cond : undefined;
  if (!isPlainObject(cond) || typeof cond.$regex !== 'string') return undefined;
  if (Object.keys(cond).some((k) => k !== '$regex' && k !== '$options')) return undefined;
  const options = cond.$options === undefined ? '' : cond.$options;
  if (typeof options !== 'string' || !/^[ims]*$/.test(options)) return undefined;
  try {
    return new RegExp(cond.$regex, options);
  } catch {
    return undefined;
  }
}

function fieldCheck(field: string, cond: unknown): Check | undefined {
  if (typeof cond === 'string') return stringCheck(field, (s) => s === cond);
  if (isPlainObject(cond) && Object.keys(cond).length === 1 && cond.$exists === false)
    return (doc) => !hasOwn(doc, field);
  const re = regexOf(cond);
  return re ? stringCheck(field, (s) => re.test(s)) : undefined;
}

/**
 * The conditions of the filters the list searches send (`{$and: [{search_terms: 'thom', search_words:
 * {$regex: '^thomp'}}], _deleted: {$exists: false}}`): string equalities, regexes and `$exists: false`
 * on top-level fields, under `$and`. Tested on thousands of candidates per search, they cost a fraction
 * of mingo's general evaluation. Undefined for any other filter shape; the matcher answers undefined for
 * a document whose values it cannot judge alone (numbers, nested documents), and mingo decides those.
 */
export function fastChecks(filter: Doc): ((doc: Doc) => boolean | undefined) | undefined {
  const checks: Check[] = [];
  const visit = (f: Doc): boolean => {
    for (const [key, cond] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(cond) && cond.length > 0) {
        if (!cond.every((sub) => isPlainObject(sub) && visit(sub))) return false;
        continue;
      }
      if (key.startsWith('$') || key.includes('.')) return false;
      const check = fieldCheck(key, cond);
      if (!check) return false;
      checks.push(check);
    }
    return true;
  };
  if (!visit(filter) || checks.length === 0) return undefined;
  return (doc) => {
    let unsure = false;
    for (const check of checks) {
      const r = check(doc);
      // One false condition settles an `$and`, whatever the others say.
      if (r === false) return false;
      if (r === undefined) unsure = true;
    }
    return unsure ? undefined : true;
  };
}
