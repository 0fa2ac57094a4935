export { RichTextEditor } from './rich-text-editor';
export type { RichTextFieldProps } from './rich-text-editor';
export type { EditorImage, EditorImageSource, RichTextEditorProps } from './types';
export { EditorImagesProvider } from './editor-images';
