import { useCallback, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { normalizeError, type FirstErrors, type NormalizedError } from '../api/errors';
import { validateWithSchema } from './validation';

export interface FormErrors {
  /** First message per field, from the client check or the server's 422. */
  errors: FirstErrors;
  /** Validates against the contract schema; shows the messages and returns false when invalid. */
  validate: (values: Record<string, unknown>) => boolean;
  /** Shows the server's first message per field; returns the normalized error for the caller's toast. */
  showServerErrors: (error: FetchBaseQueryError | SerializedError | undefined) => NormalizedError;
  clearField: (field: string) => void;
  reset: () => void;
}

/** Field errors of one form: the same JSON Schema as the server first, then whatever the server says. */
export function useFormErrors(schemaId: string): FormErrors {
  const [errors, setErrors] = useState<FirstErrors>({});
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const found = validateWithSchema(schemaId, values);
      setErrors(found);
      return Object.keys(found).length === 0;
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
