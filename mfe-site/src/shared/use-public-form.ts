import { useState, type FormEvent } from 'react';
import { normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { checkFields, trimmed, type FieldRules } from './form-rules';

/**
 * The state and submit of a public form (contact, newsletter): the client rules are checked first and stop
 * the submit with a message under each field; then `send` gets the trimmed values. Success toasts
 * `text.sent` and empties the form; failure toasts `text.failed` and shows the server's first message under
 * each field.
 */
export function usePublicForm<T extends Record<string, string>>(
  empty: T,
  rules: FieldRules,
  send: (body: T) => Promise<unknown>,
  text: { sent: string; failed: string },
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(rules, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await send(trimmed(values));
      toastSuccess(text.sent);
      setValues(empty);
    } catch (error) {
      setErrors(normalizeError(error as Parameters<typeof normalizeError>[0]).fields);
      toastError(text.failed);
    }
  };

  /** The value, change handler and error of one field, spread into its `TextInput`. */
  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
  });

  return { onSubmit, field };
}
