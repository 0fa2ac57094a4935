import { useRef, useState, type ReactNode } from 'react';
import { EditorState } from 'draft-js';
import {
  currentAlignment,
  currentBlockType,
  currentLink,
  hasInline,
  insertImage,
  applyLink,
  removeLink,
  setBlockType,
  toggleAlignment,
  toggleInline,
  type Alignment,
  type BlockType,
  type InlineStyle,
} from './draft-ops';
import { LinkPanel } from './link-panel';
import { ImagePanel } from './image-panel';
import { ImageIcon, LinkIcon, UnlinkIcon } from './toolbar-icons';
import type { EditorImageSource } from './types';

export interface EditorToolbarProps {
  state: EditorState;
  onChange: (state: EditorState) => void;
  /** What the toolbar edits, for its accessible name ("Description formatting"). */
  label: string;
  images?: EditorImageSource | undefined;
}

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

type Panel = 'link' | 'image' | null;

/**
 * The editor's toolbar as real buttons: each is a tab stop with an accessible name, toggles say whether
 * they are on (aria-pressed), and link and image open a small panel under the toolbar rather than a
 * dialog, so an editor inside a modal keeps one dialog and one Escape.
 */
export function EditorToolbar({ state, onChange, label, images }: EditorToolbarProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  const imageButton = useRef<HTMLButtonElement>(null);
  const blockType = currentBlockType(state);
  const align = currentAlignment(state);
  const link = currentLink(state);

  const closePanel = (which: Panel) => {
    setPanel(null);
    (which === 'link' ? linkButton : imageButton).current?.focus();
  };

  return (
    <div className="vd-editor__bar">
      <div className="vd-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
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
        <div className="vd-editor__group">
          <ToolButton
            name={link ? 'Edit link' : 'Insert link'}
            expanded={panel === 'link'}
            buttonRef={linkButton}
            onPress={() => setPanel(panel === 'link' ? null : 'link')}
          >
            <LinkIcon />
          </ToolButton>
          <ToolButton name="Remove link" disabled={!link} onPress={() => onChange(removeLink(state))}>
            <UnlinkIcon />
          </ToolButton>
          <ToolButton
            name="Insert image"
            expanded={panel === 'image'}
            buttonRef={imageButton}
            onPress={() => setPanel(panel === 'image' ? null : 'image')}
          >
            <ImageIcon />
          </ToolButton>
        </div>
        <div className="vd-editor__group">
          <ToolButton
            name="Undo"
            disabled={state.getUndoStack().isEmpty()}
            onPress={() => onChange(EditorState.undo(state))}
          >
            ↶
          </ToolButton>
          <ToolButton
            name="Redo"
            disabled={state.getRedoStack().isEmpty()}
            onPress={() => onChange(EditorState.redo(state))}
          >
            ↷
          </ToolButton>
        </div>
      </div>
      {panel === 'link' ? (
        <LinkPanel
          initialUrl={link?.url ?? ''}
          initialNewTab={link?.newTab ?? false}
          onApply={(url, newTab) => {
            onChange(applyLink(state, url, newTab));
            closePanel('link');
          }}
          onCancel={() => closePanel('link')}
        />
      ) : null}
      {panel === 'image' ? (
        <ImagePanel
          source={images}
          onInsert={(image) => {
            onChange(insertImage(state, image.url, image.alt));
            closePanel('image');
          }}
          onCancel={() => closePanel('image')}
        />
      ) : null}
    </div>
  );
}

interface ToolButtonProps {
  name: string;
  onPress: () => void;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
}

function ToolButton({ name, onPress, children, pressed, expanded, disabled, buttonRef }: ToolButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`vd-editor__button${pressed ? ' vd-editor__button--on' : ''}`}
      aria-label={name}
      title={name}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      // A mouse press keeps the caret (and the selection) in the text; keyboard users press from here.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
