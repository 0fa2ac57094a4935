import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import type { OrderView } from '@voltdesk/contracts';
import { REMOVAL_LABEL, removalOf } from './remove-order';

/** A small button of a row's actions, named after what it acts on ('Print invoice #1042'). */
function RowButton({
  label,
  name,
  look = 'ghost',
  ...rest
}: { label: string; name: string; look?: 'ghost' | 'success' | 'danger' } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'aria-label'
>) {
  return (
    <button type="button" className={`vd-btn vd-btn--${look} vd-btn--sm`} aria-label={name} {...rest}>
      {label}
    </button>
  );
}

export interface OrderRowActionsProps {
  order: OrderView;
  /** Opens a dialog on this row's invoice. */
  onOpen: (kind: 'view' | 'pay' | 'remove') => void;
  onPrint: (order: OrderView) => void;
}

/**
 * A row's actions: payment, print, details, edit, then the spec's delete (Delete or Void), which keeps its
 * last place.
 */
export function OrderRowActions({ order: o, onOpen, onPrint }: OrderRowActionsProps) {
  const who = `invoice #${o.invoice_no}`;
  const isVoid = o.status === 'Void';
  const payable = !isVoid && o.status !== 'Paid';
  const removal = removalOf(o);
  return (
    <>
      <RowButton
        label="Pay"
        name={`Payment of ${who}`}
        look="success"
        disabled={!payable}
        title={isVoid ? 'A void invoice takes no payment' : payable ? undefined : 'Nothing is due'}
        onClick={() => onOpen('pay')}
      />
      <RowButton label="Print" name={`Print ${who}`} onClick={() => onPrint(o)} />
      <RowButton label="View" name={`View ${who}`} onClick={() => onOpen('view')} />
      {isVoid ? (
        <RowButton label="Edit" name={`Edit ${who}`} disabled title="A void invoice can no longer change" />
      ) : (
        <Link
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Edit ${who}`}
          to={`../posupdate/${o.id}`}
        >
          Edit
        </Link>
      )}
      <RowButton
        label={REMOVAL_LABEL[removal]}
        name={`${REMOVAL_LABEL[removal]} ${who}`}
        look="danger"
        disabled={removal === 'voided'}
        title={
          removal === 'voided'
            ? 'This invoice is void'
            : removal === 'void'
              ? 'It has payments: it is kept and marked VOID'
              : 'It has no payments: it is deleted'
        }
        onClick={() => onOpen('remove')}
      />
    </>
  );
}
