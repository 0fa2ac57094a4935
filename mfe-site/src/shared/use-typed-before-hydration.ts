import { useCallback, type Dispatch, type SetStateAction } from 'react';

/**
 * A server-rendered form can be filled before its script runs. Hydration keeps what the visitor typed in
 * the fields, but not in the state, and the first render after it would write the (empty) state back over
 * it. This ref callback for the `<form>` takes the named fields' text into the state: a ref callback runs
 * in the commit that hydrates the form, before that render (an effect would run after it). `names` must be
 * stable (a constant or memoized), or the callback changes and runs on every render.
 */
export function useTypedBeforeHydration<T extends Record<keyof T, string>>(
  names: readonly (keyof T & string)[],
  setValues: Dispatch<SetStateAction<T>>,
) {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const typed: Partial<T> = {};
      for (const name of names) {
        const control = form.elements.namedItem(name);
        const field =
          control instanceof HTMLInputElement ||
          control instanceof HTMLTextAreaElement ||
          control instanceof HTMLSelectElement;
        if (field && control.value) typed[name] = control.value as T[typeof name];
      }
      if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    },
    [names, setValues],
  );
}
