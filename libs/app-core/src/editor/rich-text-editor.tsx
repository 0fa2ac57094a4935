import { lazy, Suspense, useId } from 'react';
import type { RichTextEditorProps } from './types';
import { useEditorImages } from './editor-images';
import '../ui/ui.css';

// draft-js and react-draft-wysiwyg are large: they load in their own chunk the first time an editor shows.
const RichTextEditorImpl = lazy(() => import('./rich-text-editor-impl'));

export interface RichTextFieldProps extends Omit<RichTextEditorProps, 'labelId' | 'invalid'> {
  label: string;
  error?: string | undefined;
}

/** Labelled rich-text field (HTML in and out) with the first server message under it. */
export function RichTextEditor({ label, error, images, ...props }: RichTextFieldProps) {
  const labelId = useId();
  const provided = useEditorImages();
  return (
    <div className="vd-field">
      <span className="vd-label" id={labelId}>
        {label}
      </span>
      <Suspense fallback={<div className="vd-editor-loading">Loading editor...</div>}>
        <RichTextEditorImpl
          {...props}
          images={images ?? provided}
          label={label}
          labelId={labelId}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? <div className="vd-field-error">{error}</div> : null}
    </div>
  );
}
