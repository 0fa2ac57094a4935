import { useEffect, useState, type KeyboardEvent } from 'react';
import type { EditorImage, LibraryList } from './types';

export type LibraryImages =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; images: EditorImage[]; search: string };

/** Typing pauses this long before the library is asked again, so a word costs one call, not one a letter. */
const SEARCH_PAUSE_MS = 250;

/**
 * The images a chooser offers, searched on the server (a library of any size stays reachable: the list
 * holds only the newest, and a search finds the rest). A later answer always wins over an earlier one.
 */
export function useLibraryImages(list: LibraryList | undefined) {
  const [search, setSearch] = useState('');
  const [images, setImages] = useState<LibraryImages | null>(list ? { state: 'loading' } : null);
  useEffect(() => {
    if (!list) return undefined;
    let live = true;
    const text = search.trim();
    const timer = setTimeout(
      () => {
        setImages({ state: 'loading' });
        list(text || undefined).then(
          (found) => live && setImages({ state: 'ready', images: found, search: text }),
          () => live && setImages({ state: 'failed' }),
        );
      },
      text ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [list, search]);
  return { images, search, setSearch };
}

/** What a chooser says while it has no images to offer: loading, failed, or none (uploaded, or matching). */
export function LibraryNotice({ images }: { images: LibraryImages | null }) {
  if (images?.state === 'loading') return <p>Loading images...</p>;
  if (images?.state === 'failed') return <p role="alert">The media library could not be loaded.</p>;
  if (images?.state === 'ready' && images.images.length === 0)
    return <p>{images.search ? `No images match “${images.search}”.` : 'No images uploaded yet.'}</p>;
  return null;
}

/**
 * The library's search box. Enter searches (it must neither insert the panel's image nor submit the
 * form around the editor), so it is kept from the panel's own keys.
 */
export function LibrarySearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const keepEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  return (
    <input
      type="search"
      className="vd-input vd-library-search"
      aria-label="Search the media library"
      placeholder="Alt text or file name"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={keepEnter}
    />
  );
}
