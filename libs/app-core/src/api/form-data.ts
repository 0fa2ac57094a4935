/**
 * A multipart body: every defined value as a text field (numbers as digits, objects and arrays as JSON text,
 * e.g. `json_data`), and each picked file under its field name. Files not picked are left out, so the
 * server keeps the stored image.
 */
export function toFormData(
  values: Record<string, unknown>,
  files: Record<string, File | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) form.append(key, file);
  }
  return form;
}
