import { useEffect, useRef, useState } from 'react';
import { ContentState, EditorState, convertToRaw } from 'draft-js';
import { Editor } from 'react-draft-wysiwyg';
import draftToHtml from 'draftjs-to-html';
import htmlToDraft from 'html-to-draftjs';
import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';
import './editor.css';
import type { RichTextEditorProps } from './types';

export function htmlToEditorState(html: string): EditorState {
  if (!html.trim()) return EditorState.createEmpty();
  const parsed = htmlToDraft(html);
  if (!parsed) return EditorState.createEmpty();
  return EditorState.createWithContent(
    ContentState.createFromBlockArray(parsed.contentBlocks, parsed.entityMap),
  );
}

export function editorStateToHtml(state: EditorState): string {
  const content = state.getCurrentContent();
  // An editor holding only empty paragraphs is empty: send '' so a required rule can say so.
  if (!content.hasText()) return '';
  return draftToHtml(convertToRaw(content)).trim();
}

const TOOLBAR = {
  options: ['inline', 'blockType', 'list', 'textAlign', 'link', 'history'],
  inline: { options: ['bold', 'italic', 'underline', 'strikethrough'] },
  blockType: { inDropdown: true, options: ['Normal', 'H2', 'H3', 'H4', 'Blockquote'] },
  list: { options: ['unordered', 'ordered'] },
};

export default function RichTextEditorImpl({
  value,
  onChange,
  placeholder,
  labelId,
  invalid,
}: RichTextEditorProps) {
  const [state, setState] = useState(() => htmlToEditorState(value));
  const lastHtml = useRef(value);

  // HTML in: a value set from outside (a record loaded after mount, a form reset) replaces the content.
  useEffect(() => {
    if (value !== lastHtml.current) {
      lastHtml.current = value;
      setState(htmlToEditorState(value));
    }
  }, [value]);

  return (
    <div className={`vd-editor${invalid ? ' vd-editor--invalid' : ''}`} aria-labelledby={labelId}>
      <Editor
        editorState={state}
        onEditorStateChange={(next) => {
          setState(next);
          const html = editorStateToHtml(next);
          if (html !== lastHtml.current) {
            lastHtml.current = html;
            onChange(html);
          }
        }}
        placeholder={placeholder}
        toolbar={TOOLBAR}
        wrapperClassName="vd-editor__wrapper"
        toolbarClassName="vd-editor__toolbar"
        editorClassName="vd-editor__content"
      />
    </div>
  );
}
