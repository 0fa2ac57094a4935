import { useId } from 'react';
import { controlState, FieldFrame } from '@voltdesk/app-core/forms';
import { AddressField } from './address-field';
import { panelKeys, useFocusFirst } from './panel-behaviour';
import { useImageInsert } from './image-insert';
import { ImageLibraryPicker } from './image-library-picker';
import { useLibraryImages } from './library-images';
import type { EditorImage, EditorImageSource } from './types';

export interface ImagePanelProps {
  source?: EditorImageSource | undefined;
  onInsert: (image: EditorImage) => void;
  onCancel: () => void;
}

/**
 * Picks the image to insert: one of the library's images, a new upload (when the host can store files)
 * or an address; and its alt text, which the library fills in and the editor may change.
 */
export function ImagePanel({ source, onInsert, onCancel }: ImagePanelProps) {
  const id = useId();
  const { images: library, search, setSearch } = useLibraryImages(source?.list);
  const { url, setUrl, alt, setAlt, file, setFile, busy, errors, insert, choose } = useImageInsert(
    source,
    onInsert,
  );
  const panel = useFocusFirst();

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
        <ImageLibraryPicker
          library={library}
          search={search}
          onSearch={setSearch}
          chosen={file ? null : url}
          onChoose={choose}
        />
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
