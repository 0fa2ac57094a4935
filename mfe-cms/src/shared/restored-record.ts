/**
 * What a restored revision brings back into a record's form: its texts (and blocks), over the record as it
 * is now. Never its identity or its publication state (a restore must not unpublish or publish anything:
 * that changes only when the editor chooses it in the form and saves), and never its pictures (a form
 * sends only newly chosen files, so an old picture shown there would not be what a save keeps).
 */
const KEPT = new Set(['id', 'slug', 'status', 'publication', 'publish_at', 'written', 'author_id']);
const isPicture = (field: string) => field.endsWith('image');

export function restoredRecord<T extends object>(current: T, snapshot: Record<string, unknown>): T {
  const restored = { ...current } as Record<string, unknown>;
  for (const field of Object.keys(current)) {
    if (KEPT.has(field) || isPicture(field) || !(field in snapshot)) continue;
    restored[field] = snapshot[field];
  }
  return restored as T;
}
