import { LibraryNotice, LibrarySearch, type LibraryImages } from './library-images';
import type { EditorImage } from './types';

interface ImageLibraryPickerProps {
  library: LibraryImages;
  search: string;
  onSearch: (text: string) => void;
  /** The address of the image chosen from the library, if one is. */
  chosen: string | null;
  onChoose: (image: EditorImage) => void;
}

/** The media library's images to choose from, searchable, the chosen one pressed. */
export function ImageLibraryPicker({ library, search, onSearch, chosen, onChoose }: ImageLibraryPickerProps) {
  return (
    <fieldset className="vd-editor__library">
      <legend className="vd-label">Media library</legend>
      <LibrarySearch value={search} onChange={onSearch} />
      <LibraryNotice images={library} />
      {library.state === 'ready' && library.images.length > 0 ? (
        <ul className="vd-editor__choices">
          {library.images.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                className={`vd-editor__choice${chosen === image.url ? ' vd-editor__choice--on' : ''}`}
                aria-pressed={chosen === image.url}
                onClick={() => onChoose(image)}
              >
                <img src={image.url} alt="" />
                <span>{image.name ?? image.url}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
