import { useId, type ReactNode } from 'react';
import type { RichTextFieldProps } from '@voltdesk/app-core/editor';

/**
 * Stands in for app-core's draft-js editor in screen tests (jsdom cannot type into contenteditable): a
 * labelled textarea with the same HTML-in/HTML-out props. The real editor has its own tests in app-core.
 */
export function RichTextEditor({ label, value, onChange, error }: RichTextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      {error ? <div>{error}</div> : null}
    </div>
  );
}

/** The real provider only hands the image source to editors; the stub editor has no image button. */
export function EditorImagesProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
