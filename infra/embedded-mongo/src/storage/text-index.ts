import { ErrorCodes, MongoCommandError } from '../errors';
import { analyzerFor, fold, type Analyzer } from '../query/text-tokens';
import { isPlainObject, type Doc } from '../values/normalize';
import type { FieldSet } from './doc-store';
import type { IndexLoader, IndexSpec } from './index-types';
import { SortedIndex } from './sorted-index';

/**
 * A text index (`{title: 'text', body: 'text'}`, stored as MongoDB lists it: `{_fts: 'text', _ftsx: 1}`
 * with `weights`). It keeps an inverted index, term -> (document id -> that document's score for the
 * term), built with MongoDB's scoring (fts_spec.cpp): within one field, the k-th repeat of a term adds
 * 1/2^(k-1) to its frequency, and the field's contribution is weight x frequency x (0.5 + 0.5 x count /
 * number of terms in the field), plus 10% when the whole field is that one word.
 */
export class TextIndex extends SortedIndex {
  private readonly postings = new Map<string, Map<string, number>>();
  readonly weights: Record<string, number>;
  readonly defaultLanguage: string;
  readonly languageOverride: string;

  /** Postings are not packed entries: a snapshot keeps none, and a restart rebuilds them. */
  override packedState(): undefined {
    return undefined;
  }

  constructor(spec: IndexSpec) {
    super(spec);
    this.weights = (spec.weights as Record<string, number> | undefined) ?? {};
    this.defaultLanguage = typeof spec.default_language === 'string' ? spec.default_language : 'english';
    this.languageOverride = typeof spec.language_override === 'string' ? spec.language_override : 'language';
  }

  override get plannable(): boolean {
    return false;
  }

  /** Weighted fields may be nested or a wildcard, and the language override is a field too. */
  override get readFields(): FieldSet {
    return undefined;
  }

  analyzer(language: string): Analyzer {
    const a = analyzerFor(language);
    if (!a) throw new MongoCommandError(ErrorCodes.BadValue, `language override unsupported: ${language}`);
    return a;
  }

  /** The text of each indexed field of a document (all string fields for a `$**` index). */
  fieldTexts(doc: Doc): Array<[number, string]> {
    const out: Array<[number, string]> = [];
    const wildcard = this.weights['$**'];
    const visit = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        const w = this.weights[path] ?? wildcard;
        if (w !== undefined) out.push([w, value]);
      } else if (Array.isArray(value)) value.forEach((v) => visit(v, path));
      else if (isPlainObject(value))
        for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k);
    };
    visit(doc, '');
    return out;
  }

  documentLanguage(doc: Doc): string {
    const lang = doc[this.languageOverride];
    return typeof lang === 'string' ? lang : this.defaultLanguage;
  }

  /** Keys are `[term, score]` pairs: what the inverted index holds for this document. */
  override keysFor(doc: Doc): unknown[][] {
    const analyzer = this.analyzer(this.documentLanguage(doc));
    const scores = new Map<string, number>();
    for (const [weight, text] of this.fieldTexts(doc)) {
      const terms = analyzer.terms(text);
      const seen = new Map<string, { freq: number; count: number; exp: number }>();
      for (const t of terms) {
        const d = seen.get(t) ?? { freq: 0, count: 0, exp: 0 };
        d.exp = d.exp ? d.exp * 2 : 1;
        d.count += 1;
        d.freq += 1 / d.exp;
        seen.set(t, d);
      }
      const whole = fold(text.trim());
      for (const [t, d] of seen) {
        const coeff = 0.5 * (d.count / terms.length) + 0.5;
        const adjustment = whole === t ? 1.1 : 1;
        scores.set(t, (scores.get(t) ?? 0) + weight * d.freq * coeff * adjustment);
      }
    }
    return [...scores].map(([t, s]) => [t, s]);
  }

  override findConflict(): undefined {
    return undefined;
  }

  override add(id: string, keys: unknown[][]): void {
    for (const [term, score] of keys as Array<[string, number]>) {
      let p = this.postings.get(term);
      if (!p) this.postings.set(term, (p = new Map()));
      p.set(id, score);
    }
  }

  override remove(id: string, keys: unknown[][]): void {
    for (const [term] of keys as Array<[string, number]>) {
      const p = this.postings.get(term);
      p?.delete(id);
      if (p && p.size === 0) this.postings.delete(term);
    }
  }

  override clear(): void {
    this.postings.clear();
  }

  override loader(): IndexLoader {
    this.postings.clear();
    return { add: (id, doc) => this.add(id, this.keysFor(doc)), finish: () => undefined };
  }

  /** Ids of documents holding any of the terms, with the summed score of the terms they hold. */
  lookup(terms: string[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const term of new Set(terms)) {
      for (const [id, s] of this.postings.get(term) ?? []) out.set(id, (out.get(id) ?? 0) + s);
    }
    return out;
  }

  /** Entries held, for explain's keysExamined. */
  postingCount(terms: string[]): number {
    let n = 0;
    for (const t of new Set(terms)) n += this.postings.get(t)?.size ?? 0;
    return n;
  }
}

export const isTextSpec = (spec: IndexSpec): boolean => spec.key._fts === 'text';

/** A text index for a text spec, an ordinary sorted one otherwise. */
export function indexFor(spec: IndexSpec): SortedIndex {
  return isTextSpec(spec) ? new TextIndex(spec) : new SortedIndex(spec);
}
