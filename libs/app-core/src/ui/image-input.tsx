import { useEffect, useId, useRef, useState } from 'react';
import { controlState, FieldFrame } from '@voltdesk/app-core/forms';
import { ImageChooser } from './image-chooser';
import { useImageLibrary } from './image-library';
import './ui.css';

export interface ImageInputProps {
  label: string;
  name: string;
  /** URL of the image stored now, shown until a new file is picked. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  accept?: string;
}

/** File input for an image with a preview of the picked file (or of the current image). */
export function ImageInput({
  label,
  name,
  currentUrl,
  onChange,
  error,
  accept = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml,image/x-icon,image/vnd.microsoft.icon',
}: ImageInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const library = useImageLibrary();
  const [choosing, setChoosing] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);

  // The object URL of the picked file lives until another file is picked or the input unmounts.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const pick = (picked: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const url = picked && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picked) : null;
    previewRef.current = url;
    setPreview(url);
    onChange(picked);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        {...controlState(id, error, 'vd-input vd-input--file')}
        onChange={(e) => {
          pick(e.target.files?.[0] ?? null);
        }}
      />
      {library ? (
        <button
          ref={chooseButton}
          type="button"
          className="vd-btn vd-btn--ghost vd-btn--sm vd-image-input__library"
          aria-expanded={choosing}
          onClick={() => setChoosing(!choosing)}
        >
          Choose from library
        </button>
      ) : null}
      {library && choosing ? (
        <ImageChooser
          library={library}
          label={label}
          onChoose={(file) => {
            pick(file);
            setChoosing(false);
            chooseButton.current?.focus();
          }}
          onClose={() => {
            setChoosing(false);
            chooseButton.current?.focus();
          }}
        />
      ) : null}
      {shown ? <img className="vd-image-preview" src={shown} alt={`${label} preview`} /> : null}
    </FieldFrame>
  );
}
