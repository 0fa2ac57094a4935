import { createContext, useContext, type ReactNode } from 'react';
import type { LibraryList } from '../editor/types';

/** Where an image field can take an image already stored (the host's media library). */
export interface ImageLibrary {
  list: LibraryList;
}

const ImageLibraryContext = createContext<ImageLibrary | undefined>(undefined);

/** Lets every ImageInput below it offer "Choose from library" beside the file picker. */
export function ImageLibraryProvider({ library, children }: { library: ImageLibrary; children: ReactNode }) {
  return <ImageLibraryContext.Provider value={library}>{children}</ImageLibraryContext.Provider>;
}

export const useImageLibrary = (): ImageLibrary | undefined => useContext(ImageLibraryContext);
