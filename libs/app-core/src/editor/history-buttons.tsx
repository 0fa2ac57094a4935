import { EditorState } from 'draft-js';
import { ToolButton } from './tool-button';

interface HistoryButtonsProps {
  state: EditorState;
  onChange: (state: EditorState) => void;
}

/** Undo and Redo, each disabled when there is nothing to take back or do again. */
export function HistoryButtons({ state, onChange }: HistoryButtonsProps) {
  return (
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
  );
}
