import { Fragment, useState, type ReactNode } from 'react';
import { toastDeleted, type DeleteOutcome } from './failure-toast';
import { ListView, type ListViewProps } from './list-view';

export interface RecordListProps<T> extends Omit<ListViewProps<T>, 'actions' | 'toolbar'> {
  /** How a row is named on its buttons ('Edit Fuse boards', 'Delete Fuse boards'). */
  name: (row: T) => string;
  /**
   * The add/update modal of one record (`record` undefined when adding), closed by `close`. 'Add New' and
   * each row's Edit open it, mounted afresh for every record. No Add New and no Edit without it.
   */
  editor?: (record: T | undefined, close: () => void) => ReactNode;
  /**
   * Delete: `call` deletes a row the admin has confirmed; its answer is toasted, `deleted` when the server
   * sends no message. No Delete button without it.
   */
  remove?: { call: (row: T) => PromiseLike<DeleteOutcome>; deleted: string };
  /**
   * The screen's heading, given the 'Add New' button to show in it. Without it the button sits beside the
   * search field (a list that is one card of a larger screen).
   */
  heading?: (addButton: ReactNode) => ReactNode;
}

/**
 * An admin list of records with its add/update modal and delete (spec section 2's list screens): ListView
 * plus which record is being edited, the 'Add New' button, and the toast of a delete.
 */
export function RecordList<T>({ name, editor, remove, heading, ...list }: RecordListProps<T>) {
  const [editing, setEditing] = useState<{ record: T | undefined } | null>(null);
  const close = () => setEditing(null);
  const addButton = editor ? (
    <button type="button" className="vd-btn" onClick={() => setEditing({ record: undefined })}>
      Add New
    </button>
  ) : null;
  const actions = {
    name,
    ...(editor ? { onEdit: (record: T) => setEditing({ record }) } : {}),
    ...(remove ? { onDelete: (row: T) => toastDeleted(remove.call(row), remove.deleted) } : {}),
  };
  return (
    <>
      {heading ? heading(addButton) : null}
      <ListView {...list} actions={actions} toolbar={heading ? undefined : addButton} />
      {editing && editor ? (
        <Fragment key={editing.record ? list.rowKey(editing.record) : 'add'}>
          {editor(editing.record, close)}
        </Fragment>
      ) : null}
    </>
  );
}
