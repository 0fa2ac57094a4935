import { ErrorCodes, MongoCommandError } from '../errors';
import type { Collection } from '../storage/collection';
import type { TextIndex } from '../storage/text-index';
import { isPlainObject, type Doc } from '../values/normalize';
import { fold } from './text-tokens';

/**
 * `$text` queries (https://www.mongodb.com/docs/manual/reference/operator/query/text/): a document
 * matches when it holds any of the search terms, every quoted phrase, and none of the `-negated` terms,
 * after the same stemming and stop-word removal as the index. Its `textScore` is the sum of the index's
 * scores for the terms it holds.
 */

export interface TextQuery {
  search: string;
  language?: string;
}

/** Takes `$text` out of a filter (top level or top-level `$and`); `rest` is what mingo still tests. */
export function splitText(filter: Doc): { text?: TextQuery; rest: Doc } {
  if (
    !('$text' in filter) &&
    !(Array.isArray(filter.$and) && filter.$and.some((f) => isPlainObject(f) && '$text' in f))
  ) {
    return { rest: filter };
  }
  let found: unknown;
  const strip = (f: Doc): Doc => {
    const out: Doc = {};
    for (const [k, v] of Object.entries(f)) {
      if (k === '$text') {
        if (found !== undefined)
          throw new MongoCommandError(ErrorCodes.BadValue, 'Too many text expressions');
        found = v;
      } else if (k === '$and' && Array.isArray(v)) out.$and = v.map((x) => (isPlainObject(x) ? strip(x) : x));
      else out[k] = v;
    }
    return out;
  };
  const rest = strip(filter);
  if (Array.isArray(rest.$and)) {
    rest.$and = rest.$and.filter((x) => !isPlainObject(x) || Object.keys(x).length > 0);
    if ((rest.$and as unknown[]).length === 0) delete rest.$and;
  }
  if (!isPlainObject(found) || typeof found.$search !== 'string') {
    throw new MongoCommandError(ErrorCodes.BadValue, '$search needs a String');
  }
  for (const flag of ['$caseSensitive', '$diacriticSensitive'] as const) {
    if (found[flag] === true) {
      throw new MongoCommandError(
        ErrorCodes.CommandNotSupported,
        `${flag} is not supported by embedded-mongo`,
      );
    }
  }
  return {
    text: {
      search: found.$search,
      language: typeof found.$language === 'string' ? found.$language : undefined,
    },
    rest,
  };
}

interface ParsedSearch {
  terms: string[];
  phrases: string[];
  negated: string[];
}

function parseSearch(index: TextIndex, q: TextQuery): ParsedSearch {
  const analyzer = index.analyzer(q.language ?? index.defaultLanguage);
  const phrases: string[] = [];
  let remaining = q.search.replace(/"([^"]*)"/g, (_m, p: string) => {
    if (p.trim()) phrases.push(p.trim());
    return ' ';
  });
  const negated: string[] = [];
  remaining = remaining.replace(/(^|\s)-(\S+)/g, (_m, _s: string, w: string) => {
    negated.push(...analyzer.terms(w));
    return ' ';
  });
  const terms = [...analyzer.terms(remaining), ...phrases.flatMap((p) => analyzer.terms(p))];
  return { terms, phrases, negated };
}

export interface TextMatches {
  index: TextIndex;
  /** Matching documents (before the rest of the filter) with their scores, best first. */
  scored: Array<[Doc, number]>;
  keysExamined: number;
}

/** @throws code 27 when the collection has no text index, as mongod does. */
export function textMatches(coll: Collection, q: TextQuery): TextMatches {
  const index = coll.textIndex;
  if (!index) throw new MongoCommandError(ErrorCodes.IndexNotFound, 'text index required for $text query');
  const { terms, phrases, negated } = parseSearch(index, q);
  const candidates = index.lookup(terms);
  const excluded = index.lookup(negated);
  const scored: Array<[Doc, number]> = [];
  for (const [id, score] of candidates) {
    if (excluded.has(id)) continue;
    const doc = coll.docs.get(id);
    if (!doc) continue;
    if (phrases.length) {
      const texts = index.fieldTexts(doc).map(([, t]) => fold(t));
      if (!phrases.every((p) => texts.some((t) => t.includes(fold(p))))) continue;
    }
    scored.push([doc, score]);
  }
  scored.sort((a, b) => b[1] - a[1]);
  return { index, scored, keysExamined: index.postingCount(terms) + index.postingCount(negated) };
}

/** Fields a projection or sort asks to hold the text score: `{score: {$meta: 'textScore'}}`. */
export function textScoreFields(spec: unknown): string[] {
  if (!isPlainObject(spec)) return [];
  return Object.entries(spec)
    .filter(([, v]) => isPlainObject(v) && v.$meta === 'textScore')
    .map(([k]) => k);
}
