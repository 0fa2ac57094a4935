import { useId, useState } from 'react';
import { controlState, FieldFrame } from '@voltdesk/app-core/forms';
import { AddressField } from './address-field';
import { panelKeys, useFocusFirst } from './panel-behaviour';
import { imageAddressProblem } from './urls';
import { LibraryNotice, LibrarySearch, useLibraryImages } from './library-images';
import type { EditorImage, EditorImageSource } from './types';

export interface ImagePanelProps {
  source?: EditorImageSource | undefined;
  onInsert: (image: EditorImage) => void;
  onCancel: () => void;
}

const ALT_REQUIRED = 'Describe the image for people who cannot see it.';

/**
 * Picks the image to insert: one of the library's images, a new upload (when the host can store files)
 * or an address; and its alt text, which the library fills in and the editor may change.
 */
export function ImagePanel({ source, onInsert, onCancel }: ImagePanelProps) {
  const id = useId();
  const { images: library, search, setSearch } = useLibraryImages(source?.list);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; alt?: string; file?: string }>({});

  const panel = useFocusFirst();

  const insert = async () => {
    const altText = alt.trim();
    const altProblem = altText ? undefined : ALT_REQUIRED;
    if (file && source?.upload) {
      setErrors({ alt: altProblem });
      if (altProblem) return;
      setBusy(true);
      try {
        onInsert(await source.upload(file, altText));
      } catch (e) {
        setErrors({ file: e instanceof Error ? e.message : 'The image could not be uploaded.' });
        setBusy(false);
      }
      return;
    }
    const address = url.trim();
    const urlProblem = imageAddressProblem(address);
    setErrors({ url: urlProblem, alt: altProblem });
    if (!urlProblem && !altProblem) onInsert({ url: address, alt: altText });
  };

  const choose = (image: EditorImage) => {
    setUrl(image.url);
    setAlt(image.alt);
    setFile(null);
  };

  return (
    <div
      ref={panel}
      className="vd-editor__panel"
      role="group"
      aria-label="Image"
      aria-busy={busy}
      onKeyDown={panelKeys(() => void insert(), onCancel)}
    >
      {library ? (
        <fieldset className="vd-editor__library">
          <legend className="vd-label">Media library</legend>
          <LibrarySearch value={search} onChange={setSearch} />
          <LibraryNotice images={library} />
          {library.state === 'ready' && library.images.length > 0 ? (
            <ul className="vd-editor__choices">
              {library.images.map((image) => (
                <li key={image.url}>
                  <button
                    type="button"
                    className={`vd-editor__choice${url === image.url && !file ? ' vd-editor__choice--on' : ''}`}
                    aria-pressed={url === image.url && !file}
                    onClick={() => choose(image)}
                  >
                    <img src={image.url} alt="" />
                    <span>{image.name ?? image.url}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
      ) : null}
      {source?.upload ? (
        <FieldFrame id={`${id}-file`} label="Upload a new image" error={errors.file}>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            {...controlState(`${id}-file`, errors.file, 'vd-input vd-input--file')}
          />
        </FieldFrame>
      ) : null}
      {file ? null : (
        <AddressField
          id={`${id}-url`}
          label="Image address"
          value={url}
          onChange={setUrl}
          error={errors.url}
        />
      )}
      <FieldFrame id={`${id}-alt`} label="Alt text" error={errors.alt}>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          {...controlState(`${id}-alt`, errors.alt)}
        />
      </FieldFrame>
      <div className="vd-editor__panel-actions">
        <button type="button" className="vd-btn vd-btn--sm" disabled={busy} onClick={() => void insert()}>
          {busy ? 'Uploading...' : 'Insert'}
        </button>
        <button type="button" className="vd-btn vd-btn--ghost vd-btn--sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
