import { useCallback, useMemo, type ReactNode } from 'react';
import { normalizeError, toFormData } from '@voltdesk/app-core';
import { EditorImagesProvider, type EditorImageSource } from '@voltdesk/app-core/editor';
import { ImageLibraryProvider } from '@voltdesk/app-core/ui';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useUploadMediaMutation, useLazyMediaQuery } from './media-api';

/**
 * How many images "Insert image" and "Choose from library" offer at once: the newest, or the best matches
 * of a search (which reaches every image, however many the library holds).
 */
export const EDITOR_CHOICES = 60;

/**
 * Every rich-text editor of the CMS offers the media library's newest images (with their stored alt
 * texts) and uploads into the library, so an image put in a text is listed, reusable and deletable there;
 * every image field offers the same images ("Choose from library").
 */
export function MediaEditorImages({ children }: { children: ReactNode }) {
  const [loadLibrary] = useLazyMediaQuery();
  const [upload] = useUploadMediaMutation();
  const list = useCallback(
    async (search?: string) => {
      const page = await loadLibrary({
        page: 1,
        per_page: EDITOR_CHOICES,
        ...(search ? { search } : {}),
      }).unwrap();
      return page.rows.map((m) => ({ url: m.url, alt: m.alt, name: m.alt || m.file }));
    },
    [loadLibrary],
  );
  const source = useMemo<EditorImageSource>(
    () => ({
      list,
      upload: async (file, alt) => {
        try {
          const saved = await upload(toFormData({ alt }, { image: file })).unwrap();
          return { url: saved.data.url, alt: saved.data.alt };
        } catch (e) {
          const error = normalizeError(e as FetchBaseQueryError);
          throw new Error(
            Object.values(error.fields)[0] ?? error.message ?? 'The image could not be uploaded.',
          );
        }
      },
    }),
    [list, upload],
  );
  const library = useMemo(() => ({ list }), [list]);
  return (
    <ImageLibraryProvider library={library}>
      <EditorImagesProvider source={source}>{children}</EditorImagesProvider>
    </ImageLibraryProvider>
  );
}
