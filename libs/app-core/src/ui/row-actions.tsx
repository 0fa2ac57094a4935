import type { ReactNode } from 'react';
import type { Column } from './data-table';

export interface RowActionsOf<T> {
  /** How a row is named on its buttons ('Edit Fuse boards', 'Delete Fuse boards'). */
  name: (row: T) => string;
  onEdit?: (row: T) => void;
  /** Runs once the admin has confirmed ('Are you sure delete?'); the dialog stays busy until it settles. */
  onDelete?: (row: T) => PromiseLike<unknown>;
  /** The row's other actions (Pay, Print, ...), shown before Edit and Delete. */
  extra?: (row: T) => ReactNode;
}

/**
 * The list's Action column: the row's own actions, then Edit and Delete, each named after the row;
 * none when the list has no action. Delete only asks for the row (`onAskDelete`): the list confirms.
 */
export function actionColumnOf<T>(
  actions: RowActionsOf<T> | undefined,
  onAskDelete: (row: T) => void,
): Column<T>[] {
  if (!actions || !(actions.onEdit || actions.onDelete || actions.extra)) return [];
  return [
    {
      header: 'Action',
      className: 'vd-table__actions',
      cell: (row) => <RowActions row={row} actions={actions} onAskDelete={onAskDelete} />,
    },
  ];
}

interface RowActionsProps<T> {
  row: T;
  actions: RowActionsOf<T>;
  onAskDelete: (row: T) => void;
}

/** One row's buttons: its own actions, Edit, Delete. */
function RowActions<T>({ row, actions, onAskDelete }: RowActionsProps<T>) {
  const name = actions.name(row);
  return (
    <div className="vd-row-actions">
      {actions.extra?.(row)}
      {actions.onEdit ? (
        <button
          type="button"
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Edit ${name}`}
          onClick={() => actions.onEdit?.(row)}
        >
          Edit
        </button>
      ) : null}
      {actions.onDelete ? (
        <button
          type="button"
          className="vd-btn vd-btn--danger vd-btn--sm"
          aria-label={`Delete ${name}`}
          onClick={() => onAskDelete(row)}
        >
          Delete
        </button>
      ) : null}
    </div>
  );
}
