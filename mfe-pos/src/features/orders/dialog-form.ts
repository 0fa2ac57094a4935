import { useState } from 'react';
import {
  normalizeError,
  toastError,
  TOAST_TEXT,
  type FirstErrors,
  type NormalizedError,
} from '@voltdesk/app-core';
import { useSubmitOnce } from '@voltdesk/app-core/forms';
import { withoutFields } from './form-errors';

/**
 * The messages of a dialog's form (payment, credit note): a field's own message shows once the clerk has
 * touched it or tried to submit; svc-pos's message on a field shows until that field changes; a problem
 * above the fields says what belongs to none of them. `errors` are the form's messages for its values now.
 */
export function useDialogForm(fields: readonly string[], errors: FirstErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<FirstErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** The dialog's submit, one at a time and not again once taken (the dialog is closing). */
  const submitOnce = useSubmitOnce();

  const shown = (field: string) => server[field] ?? (touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((t) => new Set(t).add(field));
  const forgetServer = (field: string) => setServer((prev) => withoutFields(prev, field));

  /** Applies the clerk's change to `field`: its message is the form's own again, the problem goes. */
  const edit = (field: string, apply: () => void) => {
    apply();
    touch(field);
    setProblem(null);
    forgetServer(field);
  };

  /** On submit: every field's message shows. */
  const touchAll = () => setTouched(new Set(fields));

  /**
   * svc-pos's 422 with messages on fields: each under its field, the others together as the problem.
   * False for any other failure, which the caller says its own way.
   */
  const showRefusal = (failure: NormalizedError): boolean => {
    const named = Object.keys(failure.fields);
    if (failure.status !== 422 || named.length === 0) return false;
    setServer(failure.fields);
    const other = named.filter((f) => !fields.includes(f));
    setProblem(other.length ? other.map((f) => failure.fields[f]).join(' ') : null);
    return true;
  };

  /**
   * A call the server did not take: its 422 as above; its 409 (the dialog's key used for another request,
   * or a state that changed meanwhile) as the problem `conflict` words, when it words one; anything else
   * (network, server) the generic toast.
   */
  const showFailure = (
    error: Parameters<typeof normalizeError>[0],
    conflict: (failure: NormalizedError) => string | null,
  ) => {
    const failure = normalizeError(error);
    if (showRefusal(failure)) return;
    const said = failure.status === 409 ? conflict(failure) : null;
    if (said) setProblem(said);
    else toastError(TOAST_TEXT.somethingWentWrong);
  };

  return { shown, edit, touch, forgetServer, touchAll, showFailure, submitOnce, problem };
}
