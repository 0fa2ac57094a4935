import { useCallback, useState, type FormEvent } from 'react';
import { normalizeError, toastError, toastSuccess } from '@voltdesk/app-core';
import { checkFields, trimmed, type FieldRules } from './form-rules';
import { useHydrated } from './use-hydrated';

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
  // A ref callback runs in the commit that hydrates the form, before the next render would write the
  // (empty) state back into the fields; an effect would run after it and find them emptied.
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const typed = typedBeforeHydration(form, Object.keys(empty));
      if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    },
    [empty],
  );

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

/** The non-empty values of the named text fields of `form`, as the visitor left them. */
function typedBeforeHydration(form: HTMLFormElement, names: string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value) {
      typed[name] = control.value;
    }
  }
  return typed;
}
