// Other workspaces compile this source (the `source` export condition) with their own tsconfig, so the
// two packages' hand-written types must travel with the file that uses them.
/* eslint-disable @typescript-eslint/triple-slash-reference */
/// <reference path="../types/snowball-stemmers.d.ts" />
/// <reference path="../types/stopword.d.ts" />
/* eslint-enable @typescript-eslint/triple-slash-reference */
import { newStemmer, type Stemmer } from 'snowball-stemmers';
import * as stopwords from 'stopword';

/**
 * How MongoDB turns text into index terms (https://www.mongodb.com/docs/manual/core/indexes/index-types/
 * index-text/text-index-properties/): split on whitespace and punctuation, fold case and diacritics
 * (text index version 3), drop the language's stop words, then stem with Snowball. Language `none`
 * keeps every word unstemmed.
 */

/** MongoDB language names (and ISO codes) to Snowball algorithms and `stopword` lists. */
const LANGUAGES: Record<string, { snowball: string; stop: keyof typeof stopwords }> = {
  danish: { snowball: 'danish', stop: 'dan' },
  dutch: { snowball: 'dutch', stop: 'nld' },
  english: { snowball: 'english', stop: 'eng' },
  finnish: { snowball: 'finnish', stop: 'fin' },
  french: { snowball: 'french', stop: 'fra' },
  german: { snowball: 'german', stop: 'deu' },
  hungarian: { snowball: 'hungarian', stop: 'hun' },
  italian: { snowball: 'italian', stop: 'ita' },
  norwegian: { snowball: 'norwegian', stop: 'nob' },
  portuguese: { snowball: 'portuguese', stop: 'por' },
  romanian: { snowball: 'romanian', stop: 'ron' },
  russian: { snowball: 'russian', stop: 'rus' },
  spanish: { snowball: 'spanish', stop: 'spa' },
  swedish: { snowball: 'swedish', stop: 'swe' },
  turkish: { snowball: 'turkish', stop: 'tur' },
};
const CODES: Record<string, string> = {
  da: 'danish',
  nl: 'dutch',
  en: 'english',
  fi: 'finnish',
  fr: 'french',
  de: 'german',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  es: 'spanish',
  sv: 'swedish',
  tr: 'turkish',
};

export interface Analyzer {
  /** Index terms of a text, in order, with repeats (the score counts them). */
  terms(text: string): string[];
}

const analyzers = new Map<string, Analyzer | undefined>();

/** Lower-cased, diacritics removed: the comparison form of text index version 3. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The analyzer of a MongoDB text-search language, or undefined for a language MongoDB does not know. */
export function analyzerFor(language: string): Analyzer | undefined {
  const name = CODES[language.toLowerCase()] ?? language.toLowerCase();
  if (analyzers.has(name)) return analyzers.get(name);
  let analyzer: Analyzer | undefined;
  if (name === 'none') analyzer = { terms: words };
  else {
    const lang = LANGUAGES[name];
    if (lang) {
      const stemmer: Stemmer = newStemmer(lang.snowball);
      const stop = new Set(stopwords[lang.stop].map(fold));
      analyzer = {
        terms: (text) =>
          words(text)
            .filter((w) => !stop.has(w))
            .map((w) => stemmer.stem(w)),
      };
    }
  }
  analyzers.set(name, analyzer);
  return analyzer;
}
