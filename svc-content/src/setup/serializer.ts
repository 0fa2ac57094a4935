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
export function serializeSetups(
  docs: ReadonlyArray<Pick<SetupDoc, 'key' | 'value'>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const doc of [...docs].sort((a, b) => a.key.localeCompare(b.key))) {
    out[doc.key] = serializeSetupValue(doc.key, doc.value ?? {});
  }
  return out;
}
