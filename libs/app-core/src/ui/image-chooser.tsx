import { useState } from 'react';
import { LibraryNotice, LibrarySearch, useLibraryImages } from '../editor/library-images';
import { panelKeys, useFocusFirst } from '../editor/panel-behaviour';
import type { EditorImage } from '../editor/types';
import type { ImageLibrary } from './image-library';

export interface ImageChooserProps {
  library: ImageLibrary;
  label: string;
  /** The chosen image as a file, as if it had been picked from the disk. */
  onChoose: (file: File) => void;
  onClose: () => void;
}

/**
 * The library's images as buttons. A chosen image is fetched and handed over as a File, so the form sends
 * it as any upload and the server checks it again; the store keeps files by their content's hash, so the
 * same image is stored once however often it is reused.
 */
export function ImageChooser({ library, label, onChoose, onClose }: ImageChooserProps) {
  const { images: loaded, search, setSearch } = useLibraryImages(library.list);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const panel = useFocusFirst();

  const choose = async (image: EditorImage) => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(image.url);
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const name = image.url.slice(image.url.lastIndexOf('/') + 1);
      onChoose(new File([blob], name, { type: blob.type }));
    } catch {
      setError('That image could not be loaded. Try again or pick a file.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      ref={panel}
      className="vd-image-chooser"
      role="group"
      aria-label={`${label}: media library`}
      aria-busy={busy}
      onKeyDown={panelKeys(() => undefined, onClose)}
    >
      <LibrarySearch value={search} onChange={setSearch} />
      <LibraryNotice images={loaded} />
      {loaded?.state === 'ready' && loaded.images.length > 0 ? (
        <ul className="vd-image-chooser__list">
          {loaded.images.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                className="vd-image-chooser__choice"
                aria-label={`Use ${image.name ?? image.url}`}
                disabled={busy}
                onClick={() => void choose(image)}
              >
                <img src={image.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" className="vd-btn vd-btn--ghost vd-btn--sm" onClick={onClose}>
        Close library
      </button>
    </div>
  );
}
