import { useId } from 'react';
import { Spinner } from '@voltdesk/app-core/ui';

export interface OrderSubmitProps {
  label: string;
  busy: boolean;
  disabled: boolean;
  /** How many fields have a message once the clerk has submitted (0 before). */
  problems: number;
}

/** The form's one way to make the invoice, with how many fields still need a change after a submit. */
export function OrderSubmit({ label, busy, disabled, problems }: OrderSubmitProps) {
  const problemsId = useId();
  return (
    <div className="pos-order__submit">
      {problems > 0 ? (
        <p id={problemsId} className="vd-field-error pos-order__problems" role="alert">
          {problems === 1
            ? 'One field needs a change before this can be saved: see its message.'
            : `${problems} fields need a change before this can be saved: see their messages.`}
        </p>
      ) : null}
      <button
        type="submit"
        className="vd-btn vd-btn--success"
        disabled={disabled}
        aria-describedby={problems > 0 ? problemsId : undefined}
      >
        {busy ? <Spinner light label="Saving" /> : null}
        {label}
      </button>
    </div>
  );
}
