import type { ReactNode, Ref } from 'react';

export interface ToolButtonProps {
  name: string;
  onPress: () => void;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A toolbar button: a tab stop named for what it does, saying whether it is on or opens a panel. */
export function ToolButton({
  name,
  onPress,
  children,
  pressed,
  expanded,
  disabled,
  buttonRef,
}: ToolButtonProps) {
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
