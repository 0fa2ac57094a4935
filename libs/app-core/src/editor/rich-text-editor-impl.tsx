import { useEffect, useRef, useState } from 'react';
import { ContentState, EditorState, convertToRaw } from 'draft-js';
import { Editor } from 'react-draft-wysiwyg';
import draftToHtml from 'draftjs-to-html';
import htmlToDraft from 'html-to-draftjs';
import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';
import './editor.css';
import { EditorToolbar } from './editor-toolbar';
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
  // An editor holding only text-free blocks is empty, unless one of them is an image.
  if (!content.hasText() && !hasImage(state)) return '';
  return draftToHtml(convertToRaw(content), undefined, false, entityHtml).trim();
}

function hasImage(state: EditorState): boolean {
  const content = state.getCurrentContent();
  return content
    .getBlocksAsArray()
    .some(
      (b) => b.getType() === 'atomic' && content.getEntity(b.getEntityAt(0) ?? '')?.getType() === 'IMAGE',
    );
}

interface RawEntity {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Links and images with their attributes escaped: draftjs-to-html pastes them in raw, so an alt text with
 * a quote in it would end the attribute. `undefined` leaves other entities to draftjs-to-html.
 */
function entityHtml(entity: RawEntity, text: string): string | undefined {
  const attr = (v: unknown) => escapeAttribute(typeof v === 'string' ? v : '');
  if (entity.type === 'IMAGE') return `<img src="${attr(entity.data.src)}" alt="${attr(entity.data.alt)}" />`;
  if (entity.type === 'LINK') {
    const target = entity.data.targetOption === '_blank' ? '_blank' : '_self';
    return `<a href="${attr(entity.data.url)}" target="${target}">${text}</a>`;
  }
  return undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// react-draft-wysiwyg's own toolbar is hidden (its options are divs a keyboard cannot reach; ours are
// buttons). This config still matters: its inline options switch on Ctrl+B/I/U, and image alignment is off
// because its pop-up is mouse-only and the server keeps no alignment on images.
const TOOLBAR = {
  options: ['inline'],
  inline: { options: ['bold', 'italic', 'underline', 'strikethrough'] },
  image: { alignmentEnabled: false },
};

export default function RichTextEditorImpl({
  value,
  onChange,
  placeholder,
  labelId,
  label,
  invalid,
  images,
}: RichTextEditorProps & { label: string }) {
  const [state, setState] = useState(() => htmlToEditorState(value));
  const lastHtml = useRef(value);

  // HTML in: a value set from outside (a record loaded after mount, a form reset) replaces the content.
  useEffect(() => {
    if (value !== lastHtml.current) {
      lastHtml.current = value;
      setState(htmlToEditorState(value));
    }
  }, [value]);

  const change = (next: EditorState) => {
    setState(next);
    const html = editorStateToHtml(next);
    if (html !== lastHtml.current) {
      lastHtml.current = html;
      onChange(html);
    }
  };

  return (
    <div
      className={`vd-editor${invalid ? ' vd-editor--invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
    >
      <EditorToolbar state={state} onChange={change} label={label} images={images} />
      <Editor
        editorState={state}
        onEditorStateChange={change}
        placeholder={placeholder}
        toolbar={TOOLBAR}
        toolbarHidden
        ariaLabel={label}
        wrapperClassName="vd-editor__wrapper"
        editorClassName="vd-editor__content"
      />
    </div>
  );
}
