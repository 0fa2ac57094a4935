import type { SetupsView } from '@voltdesk/contracts';
import type { SetupDoc } from './model';

/** A setup value as the API shows it; `bankInfo` answers with both spellings of the sort code. */
export function serializeSetupValue(key: string, value: Record<string, unknown>): Record<string, unknown> {
  if (key === 'bankInfo') {
    const sort = (value.sort_code ?? value.sort_name ?? '') as string;
    return { ...value, sort_code: sort, sort_name: sort };
  }
  return { ...value };
}

/** Every entry as one object keyed by setup key (the `getSingleSetup` and landing shape). */
export function serializeSetups(docs: ReadonlyArray<Pick<SetupDoc, 'key' | 'value'>>): SetupsView {
  const out: Record<string, unknown> = {};
  for (const doc of [...docs].sort((a, b) => a.key.localeCompare(b.key))) {
    out[doc.key] = serializeSetupValue(doc.key, doc.value ?? {});
  }
  // Each value was checked against its key's schema (`content.setup.<key>`) when it was saved, and the
  // view lists the same fields per key; the service tests check every answer against the view.
  return out as SetupsView;
}
