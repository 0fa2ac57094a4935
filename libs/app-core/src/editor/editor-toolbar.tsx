import { useRef, useState } from 'react';
import type { EditorState } from 'draft-js';
import { applyLink, currentLink, insertImage, removeLink } from './draft-ops';
import { FormatGroups } from './format-groups';
import { HistoryButtons } from './history-buttons';
import { LinkPanel } from './link-panel';
import { ImagePanel } from './image-panel';
import { ImageIcon, LinkIcon, UnlinkIcon } from './toolbar-icons';
import { ToolButton } from './tool-button';
import type { EditorImageSource } from './types';

export interface EditorToolbarProps {
  state: EditorState;
  onChange: (state: EditorState) => void;
  /** What the toolbar edits, for its accessible name ("Description formatting"). */
  label: string;
  images?: EditorImageSource | undefined;
}

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
  const link = currentLink(state);

  const closePanel = (which: Panel) => {
    setPanel(null);
    (which === 'link' ? linkButton : imageButton).current?.focus();
  };

  return (
    <div className="vd-editor__bar">
      <div className="vd-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
        <FormatGroups state={state} onChange={onChange} />
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
        <HistoryButtons state={state} onChange={onChange} />
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
