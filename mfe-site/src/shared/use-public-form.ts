import { useMemo, useState, type FormEvent } from 'react';
import { normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { checkFields, trimmed, type FieldRules } from './form-rules';
import { useHydrated } from './use-hydrated';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/**
 * The state and submit of a public form (contact, newsletter): the client rules are checked first and stop
 * the submit with a message under each field; then `send` gets the trimmed values. Success toasts
 * `text.sent` and empties the form; failure toasts `text.failed` and shows the server's first message under
 * each field.
 *
 * The page arrives server-rendered, so a visitor can type before the script runs. Until it has (`ready`),
 * the submit button stays disabled: the browser's own submission would reload the page with the message in
 * the address, and lose it. What was typed meanwhile is in the fields, not in the state (hydration keeps
 * the visitor's text): it is taken over once hydrated, so the form sends what the visitor sees.
 */
export function usePublicForm<T extends Record<string, string>>(
  empty: T,
  rules: FieldRules,
  send: (body: T) => Promise<unknown>,
  text: { sent: string; failed: string },
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = useHydrated();
  const names = useMemo(() => Object.keys(empty), [empty]);
  const formRef = useTypedBeforeHydration(names, setValues);

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

  /** The name, value, change handler and error of one field, spread into its `TextInput`. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
  });

  return { onSubmit, field, formRef, ready };
}
