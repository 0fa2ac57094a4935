import { useState } from 'react';
import type { FirstErrors } from '@voltdesk/app-core';
import { withoutFields } from './form-errors';

/** Field paths the form shows under their own input; anything else the server names goes in a list. */
function isShownField(key: string): boolean {
  return (
    /^customer\.(phone|name|email|address)$/.test(key) ||
    /^items\.\d+\.(id|price|qty|name)$/.test(key) ||
    [
      'items',
      'order_custom_id',
      'due_date',
      'payment',
      'discount',
      'expire_date',
      'alert',
      'additional',
    ].includes(key)
  );
}

/**
 * The messages of the order form: the schema's (`client`, run on every change) once a field has been
 * touched or the form submitted, and svc-pos's of the last submit, each until its field changes.
 */
export function useOrderFormErrors(client: FirstErrors) {
  const [server, setServer] = useState<FirstErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  /** The message under a field: svc-pos's, else the schema's once the field has been touched or submitted. */
  const errorOf = (key: string): string | undefined =>
    server[key] ?? (submitted || touched.has(key) ? client[key] : undefined);
  const errors: FirstErrors = { ...(submitted ? client : {}), ...server };
  for (const key of touched) if (client[key] && !errors[key]) errors[key] = client[key];

  const clear = (...fields: string[]) => setServer((prev) => withoutFields(prev, ...fields));
  const touch = (...keys: string[]) =>
    setTouched((prev) => (keys.every((k) => prev.has(k)) ? prev : new Set([...prev, ...keys])));
  // Cart changes renumber the lines, so every line's messages go with them.
  const clearItemErrors = () => {
    setServer((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('items'))));
    setTouched((prev) => new Set([...prev].filter((k) => !k.startsWith('items'))));
  };

  return {
    errorOf,
    errors,
    /** What svc-pos named that no input shows. */
    otherErrors: Object.entries(errors).filter(([k]) => !isShownField(k)),
    submitted,
    setSubmitted,
    setServer,
    clear,
    touch,
    clearItemErrors,
  };
}
