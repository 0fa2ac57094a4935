import { BusyButton } from './busy-button';

export interface FormModalFooterProps {
  /** The id of the form in the modal that the main button submits. */
  form: string;
  onClose: () => void;
  /** While saving: both buttons disabled, a spinner in the main one. */
  busy: boolean;
  /** The main button's text ('Save', 'Update'). */
  submitLabel?: string;
  /** The main button is disabled for another reason too (the form's data still loading). */
  submitDisabled?: boolean;
}

/** A form modal's footer: Close, and the button that submits its form (spec section 2's add/update modals). */
export function FormModalFooter({
  form,
  onClose,
  busy,
  submitLabel = 'Save',
  submitDisabled = false,
}: FormModalFooterProps) {
  return (
    <>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={busy}>
        Close
      </button>
      <BusyButton form={form} busy={busy} disabled={submitDisabled}>
        {submitLabel}
      </BusyButton>
    </>
  );
}
