import { useCallback, useState } from 'react';
import { useFormErrors, type FormErrors } from './use-form-errors';
import type { BodyOfSchema } from './validation';

/** What a text field takes from its form: `<TextField label="Email" {...field('email')} />`. */
export interface BoundField<K extends string> {
  name: K;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export interface FormFields<V extends Record<keyof V, string>> {
  /** What the form shows: `initial` until the user edits a field, then the edited values. */
  values: V;
  /** Name, value, change handler (which clears the field's error) and first error of one field. */
  field: <K extends keyof V & string>(name: K) => BoundField<K>;
  /** Back to `initial` (after a save). */
  reset: () => void;
}

/**
 * The text values of a form. `initial` may change between renders (a record that is still loading): the
 * form follows it until the user types. `errors` are the field errors shown under each field (a
 * `useFormErrors`, or the form's own).
 */
export function useFormFields<V extends Record<keyof V, string>>(
  initial: V,
  errors?: { errors: Partial<Record<string, string>>; clearField?: (field: string) => void },
): FormFields<V> {
  const [edited, setEdited] = useState<V | null>(null);
  const values = edited ?? initial;
  const clearField = errors?.clearField;
  const field = <K extends keyof V & string>(name: K): BoundField<K> => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setEdited((prev) => ({ ...(prev ?? initial), [name]: value }));
      clearField?.(name);
    },
    error: errors?.errors[name],
  });
  const reset = useCallback(() => setEdited(null), []);
  return { values, field, reset };
}

/**
 * A form validated by a contract schema: its text values bound to the fields, and the field errors from
 * the same JSON Schema as the server, then from the server's 422. `reset` empties both. `validate` is a
 * type guard to the schema's request body (see `useFormErrors`).
 */
export function useForm<V extends Record<keyof V, string>, Id extends string = string>(
  schemaId: Id,
  initial: V,
): Omit<FormErrors<BodyOfSchema<Id>>, 'reset'> & FormFields<V> {
  const formErrors = useFormErrors<BodyOfSchema<Id>>(schemaId);
  const fields = useFormFields(initial, formErrors);
  const { reset: resetValues } = fields;
  const { reset: resetErrors } = formErrors;
  const reset = useCallback(() => {
    resetValues();
    resetErrors();
  }, [resetValues, resetErrors]);
  return { ...formErrors, ...fields, reset };
}
