import { useCallback, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestInputOf, SchemaId } from '@voltdesk/contracts';
import { normalizeError, type FirstErrors, type NormalizedError } from '../api/errors';
import { checkWithSchema } from './validation';

/** `Body`: the request body the form's schema accepts (what its mutation takes). */
export interface FormErrors<Body = Record<string, unknown>> {
  /** First message per field, from the client check or the server's 422. */
  errors: FirstErrors;
  /**
   * Validates against the contract schema; shows the messages and returns false when invalid. A type
   * guard: once it said true, `values` is the request body, so the submit sends it without a cast.
   */
  validate: (values: unknown) => values is Body;
  /** Shows the server's first message per field; returns the normalized error for the caller's toast. */
  showServerErrors: (error: FetchBaseQueryError | SerializedError | undefined) => NormalizedError;
  clearField: (field: string) => void;
  reset: () => void;
}

/**
 * Field errors of one form: the same JSON Schema as the server first, then whatever the server says. A
 * schema id written out (`useFormErrors('pos.invoiceSettings.update')`) types `validate` by its request
 * body; one made at run time takes the body as a type argument (`useFormErrors<SetupBody>(id)`).
 */
export function useFormErrors<Id extends SchemaId>(schemaId: Id): FormErrors<RequestInputOf<Id>>;
export function useFormErrors<Body = Record<string, unknown>>(schemaId: string): FormErrors<Body>;
export function useFormErrors(schemaId: string): FormErrors<unknown> {
  const [errors, setErrors] = useState<FirstErrors>({});
  const validate = useCallback(
    (values: unknown): values is unknown => {
      const check = checkWithSchema(schemaId, values);
      setErrors(check.errors);
      return check.valid;
    },
    [schemaId],
  );
  const showServerErrors = useCallback((error: FetchBaseQueryError | SerializedError | undefined) => {
    const normalized = normalizeError(error);
    setErrors(normalized.fields);
    return normalized;
  }, []);
  const clearField = useCallback(
    (field: string) =>
      setErrors((prev) => {
        if (!(field in prev)) return prev;
        const next = { ...prev };
        delete next[field];
        return next;
      }),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  return { errors, validate, showServerErrors, clearField, reset };
}
