import type { ReactNode } from 'react';
import type { EditorState } from 'draft-js';
import {
  currentAlignment,
  currentBlockType,
  hasInline,
  setBlockType,
  toggleAlignment,
  toggleInline,
  type Alignment,
  type BlockType,
  type InlineStyle,
} from './draft-ops';
import { ToolButton } from './tool-button';

const INLINE: { style: InlineStyle; name: string; glyph: ReactNode }[] = [
  { style: 'BOLD', name: 'Bold', glyph: <b>B</b> },
  { style: 'ITALIC', name: 'Italic', glyph: <i>I</i> },
  { style: 'UNDERLINE', name: 'Underline', glyph: <u>U</u> },
  { style: 'STRIKETHROUGH', name: 'Strikethrough', glyph: <s>S</s> },
];

const TEXT_STYLES: { type: BlockType; name: string }[] = [
  { type: 'unstyled', name: 'Normal' },
  { type: 'header-two', name: 'Heading 2' },
  { type: 'header-three', name: 'Heading 3' },
  { type: 'header-four', name: 'Heading 4' },
  { type: 'blockquote', name: 'Quote' },
];

const LISTS: { type: BlockType; name: string; glyph: string }[] = [
  { type: 'unordered-list-item', name: 'Bulleted list', glyph: '•≡' },
  { type: 'ordered-list-item', name: 'Numbered list', glyph: '1≡' },
];

const ALIGNMENTS: { align: Alignment; name: string; glyph: string }[] = [
  { align: 'left', name: 'Align left', glyph: '⇤' },
  { align: 'center', name: 'Align centre', glyph: '↔' },
  { align: 'right', name: 'Align right', glyph: '⇥' },
  { align: 'justify', name: 'Justify', glyph: '≡' },
];

interface FormatGroupsProps {
  state: EditorState;
  onChange: (state: EditorState) => void;
}

/** The toolbar's formatting groups: inline styles, the text style, lists and alignment. */
export function FormatGroups({ state, onChange }: FormatGroupsProps) {
  const blockType = currentBlockType(state);
  const align = currentAlignment(state);
  return (
    <>
      <div className="vd-editor__group">
        {INLINE.map((b) => (
          <ToolButton
            key={b.style}
            name={b.name}
            pressed={hasInline(state, b.style)}
            onPress={() => onChange(toggleInline(state, b.style))}
          >
            {b.glyph}
          </ToolButton>
        ))}
      </div>
      <div className="vd-editor__group">
        <select
          className="vd-editor__select"
          aria-label="Text style"
          value={TEXT_STYLES.some((t) => t.type === blockType) ? blockType : 'unstyled'}
          onChange={(e) => onChange(setBlockType(state, e.target.value as BlockType))}
        >
          {TEXT_STYLES.map((t) => (
            <option key={t.type} value={t.type}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="vd-editor__group">
        {LISTS.map((b) => (
          <ToolButton
            key={b.type}
            name={b.name}
            pressed={blockType === b.type}
            onPress={() => onChange(setBlockType(state, b.type))}
          >
            {b.glyph}
          </ToolButton>
        ))}
      </div>
      <div className="vd-editor__group">
        {ALIGNMENTS.map((b) => (
          <ToolButton
            key={b.align}
            name={b.name}
            pressed={align === b.align}
            onPress={() => onChange(toggleAlignment(state, b.align))}
          >
            {b.glyph}
          </ToolButton>
        ))}
      </div>
    </>
  );
}
