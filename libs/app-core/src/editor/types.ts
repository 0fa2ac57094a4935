/** An image the editor can place in the text: its URL and the alt text stored with it. */
export interface EditorImage {
  url: string;
  alt: string;
  /** What the chooser shows next to the thumbnail (the file name); the URL when absent. */
  name?: string;
}

/** The host's media library: its newest images, or those whose alt text or file name holds `search`. */
export type LibraryList = (search?: string) => Promise<EditorImage[]>;

/**
 * Where "Insert image" finds images besides a typed address: the host's media library and its upload.
 * Each part is optional; without them the editor still inserts an image by address.
 */
export interface EditorImageSource {
  /** The images to choose from. */
  list?: LibraryList;
  /** Stores a picked file with its alt text; answers the stored image. Rejects with a human message. */
  upload?: (file: File, alt: string) => Promise<EditorImage>;
}

export interface RichTextEditorProps {
  /** HTML in. */
  value: string;
  /** HTML out ('' when the editor holds no text). */
  onChange: (html: string) => void;
  placeholder?: string;
  labelId?: string;
  invalid?: boolean;
  images?: EditorImageSource;
}
