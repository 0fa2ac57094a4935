import { useId, useState } from 'react';
import { AddressField } from './address-field';
import { linkAddressProblem } from './urls';
import { panelKeys, useFocusFirst } from './panel-behaviour';

export interface LinkPanelProps {
  initialUrl: string;
  initialNewTab: boolean;
  onApply: (url: string, newTab: boolean) => void;
  onCancel: () => void;
}

/** The link's address and target, under the toolbar. Enter applies, Escape cancels. */
export function LinkPanel({ initialUrl, initialNewTab, onApply, onCancel }: LinkPanelProps) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [newTab, setNewTab] = useState(initialNewTab);
  const [error, setError] = useState<string | undefined>();
  const panel = useFocusFirst();

  const apply = () => {
    const trimmed = url.trim();
    const problem = linkAddressProblem(trimmed);
    setError(problem);
    if (!problem) onApply(trimmed, newTab);
  };

  return (
    <div
      ref={panel}
      className="vd-editor__panel"
      role="group"
      aria-label="Link"
      onKeyDown={panelKeys(apply, onCancel)}
    >
      <AddressField id={`${id}-url`} label="Link address" value={url} onChange={setUrl} error={error} />
      <label className="vd-editor__check">
        <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} /> Open in a new
        tab
      </label>
      <div className="vd-editor__panel-actions">
        <button type="button" className="vd-btn vd-btn--sm" onClick={apply}>
          Apply link
        </button>
        <button type="button" className="vd-btn vd-btn--ghost vd-btn--sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
