import { createContext, useContext, type ReactNode } from 'react';
import type { EditorImageSource } from './types';

const EditorImagesContext = createContext<EditorImageSource | undefined>(undefined);

/**
 * Gives every rich-text editor below it an image source (the host's media library and upload), so the
 * forms that show editors need not pass it one by one. An editor's own `images` prop wins.
 */
export function EditorImagesProvider({
  source,
  children,
}: {
  source: EditorImageSource;
  children: ReactNode;
}) {
  return <EditorImagesContext.Provider value={source}>{children}</EditorImagesContext.Provider>;
}

export const useEditorImages = (): EditorImageSource | undefined => useContext(EditorImagesContext);
