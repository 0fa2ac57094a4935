export interface RichTextEditorProps {
  /** HTML in. */
  value: string;
  /** HTML out ('' when the editor holds no text). */
  onChange: (html: string) => void;
  placeholder?: string;
  labelId?: string;
  invalid?: boolean;
}
