import escapeStringRegexp from 'escape-string-regexp';
import type { Schema } from 'mongoose';
import type { MediaUse } from '@voltdesk/contracts';

/** A lean stored record as the scan reads it. */
export type StoredRecord = Record<string, unknown> & { _id: unknown };

/**
 * A collection whose records may show images. The models are handed in by the app (a feature never
 * imports another), so any collection with image or rich-text fields can be added without touching this.
 */
export interface UsageSource {
  /** What the CMS calls the list ("post", "setup"). */
  kind: string;
  /** Method syntax on purpose: any mongoose model fits, whatever its document type. */
  model: {
    schema: Schema;
    find(filter: Record<string, unknown>): { lean(): PromiseLike<unknown[]> };
  };
  /** The fields whose text may hold an image URL; by default every text field of the model's schema. */
  fields?: readonly string[];
  /** The record as the CMS names it. */
  describe: (record: StoredRecord) => { id: string; title: string };
}

/** Every text path of a schema (`image`, `description`, `seo_title`...): where a URL can be stored. */
export function textPaths(schema: Schema, prefix = ''): string[] {
  const paths: string[] = [];
  schema.eachPath((path, type) => {
    if (type.instance === 'String') paths.push(prefix + path);
  });
  return paths;
}

/**
 * The records that show each of `files` (image fields holding its URL, or rich text with it in an `img`),
 * by file name, each record once (a record's many revisions are one use).
 *
 * Cost: one query per source for the whole page of files, a regular expression over the sources' text
 * fields, which no index serves, so each query reads its whole collection (posts, pages, revisions...).
 * That is linear in the content's size per media page, not per image; fine for a business site's
 * hundreds of records, and the reason the library asks for usage a page at a time.
 */
export async function findUses(
  sources: readonly UsageSource[],
  files: readonly string[],
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(files.map((f) => [f, []]));
  if (files.length === 0) return uses;
  const pattern = { $regex: files.map((f) => escapeStringRegexp(f)).join('|') };
  await Promise.all(
    sources.map(async (source) => {
      const fields = source.fields ?? textPaths(source.model.schema);
      if (fields.length === 0) return;
      const records = (await source.model
        .find({ $or: fields.map((field) => ({ [field]: pattern })) })
        .lean()) as StoredRecord[];
      // Newest first (object ids grow with time), so a record several documents name (a post's
      // revisions) is named once, as its newest document names it.
      records.sort((a, b) => String(b._id).localeCompare(String(a._id)));
      const named = new Set<string>();
      for (const record of records) {
        const text = JSON.stringify(record);
        const use = { kind: source.kind, ...source.describe(record) };
        for (const file of files) {
          const key = `${file}\0${use.id}`;
          if (!text.includes(file) || named.has(key)) continue;
          named.add(key);
          uses.get(file)?.push(use);
        }
      }
    }),
  );
  for (const list of uses.values())
    list.sort((a, b) => a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title));
  return uses;
}
