import { AtomicBlockUtils, EditorState, Modifier, RichUtils, SelectionState } from 'draft-js';

/**
 * The toolbar's edits of an EditorState, each a pure function of the state it is given, in the shapes
 * draftjs-to-html and html-to-draftjs read and write (`text-align` block data, LINK and IMAGE entities).
 */

export type InlineStyle = 'BOLD' | 'ITALIC' | 'UNDERLINE' | 'STRIKETHROUGH';
export type BlockType =
  | 'unstyled'
  | 'header-two'
  | 'header-three'
  | 'header-four'
  | 'blockquote'
  | 'unordered-list-item'
  | 'ordered-list-item';
export type Alignment = 'left' | 'center' | 'right' | 'justify';

export function toggleInline(state: EditorState, style: InlineStyle): EditorState {
  return RichUtils.toggleInlineStyle(state, style);
}

export function hasInline(state: EditorState, style: InlineStyle): boolean {
  return state.getCurrentInlineStyle().has(style);
}

export function setBlockType(state: EditorState, type: BlockType): EditorState {
  return RichUtils.toggleBlockType(state, type);
}

export function currentBlockType(state: EditorState): string {
  return RichUtils.getCurrentBlockType(state);
}

export function currentAlignment(state: EditorState): Alignment | undefined {
  const block = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey());
  const align: unknown = block?.getData().get('text-align');
  return typeof align === 'string' ? (align as Alignment) : undefined;
}

/** Aligns the selected blocks; pressing the active alignment again clears it. */
export function toggleAlignment(state: EditorState, align: Alignment): EditorState {
  const clear = currentAlignment(state) === align;
  const selection = state.getSelection();
  let content = state.getCurrentContent();
  const endKey = selection.getEndKey();
  // Block data is draft-js's own Immutable Map, so each block's new data is derived from its old one.
  let key: string | undefined = selection.getStartKey();
  while (key) {
    const block = content.getBlockForKey(key);
    const data = clear ? block.getData().delete('text-align') : block.getData().set('text-align', align);
    content = Modifier.setBlockData(content, SelectionState.createEmpty(key), data);
    key = key === endKey ? undefined : content.getKeyAfter(key);
  }
  return EditorState.acceptSelection(EditorState.push(state, content, 'change-block-data'), selection);
}

/** The link under the selection's start, if any. */
export function currentLink(state: EditorState): { url: string; newTab: boolean } | undefined {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  if (!block) return undefined;
  const key = block.getEntityAt(selection.getStartOffset());
  if (!key) return undefined;
  const entity = content.getEntity(key);
  if (entity.getType() !== 'LINK') return undefined;
  const data = entity.getData() as { url?: string; targetOption?: string };
  return { url: data.url ?? '', newTab: data.targetOption === '_blank' };
}

/**
 * Links the selected text to `url`; with nothing selected the URL itself is inserted as the link's text.
 */
export function applyLink(state: EditorState, url: string, newTab: boolean): EditorState {
  const withEntity = state
    .getCurrentContent()
    .createEntity('LINK', 'MUTABLE', { url, targetOption: newTab ? '_blank' : '_self' });
  const key = withEntity.getLastCreatedEntityKey();
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    const content = Modifier.insertText(withEntity, selection, url, undefined, key);
    return EditorState.push(state, content, 'insert-characters');
  }
  return RichUtils.toggleLink(EditorState.set(state, { currentContent: withEntity }), selection, key);
}

export function removeLink(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    // A caret inside a link unlinks the whole link: find its range first.
    const content = state.getCurrentContent();
    const block = content.getBlockForKey(selection.getStartKey());
    const key = block?.getEntityAt(selection.getStartOffset());
    if (!block || !key) return state;
    let range: SelectionRange | undefined;
    block.findEntityRanges(
      (c) => c.getEntity() === key,
      (start, end) => {
        if (start <= selection.getStartOffset() && selection.getStartOffset() <= end) range = { start, end };
      },
    );
    if (!range) return state;
    const whole = selection.merge({ anchorOffset: range.start, focusOffset: range.end, isBackward: false });
    return RichUtils.toggleLink(state, whole, null);
  }
  return RichUtils.toggleLink(state, selection, null);
}

interface SelectionRange {
  start: number;
  end: number;
}

/** Places an image block (with its alt text) after the selected block. */
export function insertImage(state: EditorState, src: string, alt: string): EditorState {
  const content = state
    .getCurrentContent()
    .createEntity('IMAGE', 'MUTABLE', { src, alt, height: 'auto', width: 'auto' });
  const next = EditorState.set(state, { currentContent: content });
  return AtomicBlockUtils.insertAtomicBlock(next, content.getLastCreatedEntityKey(), ' ');
}
