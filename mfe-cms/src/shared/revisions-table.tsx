import { formatDateTime } from '@voltdesk/app-core';
import type { RevisionView } from '@voltdesk/contracts';

interface RevisionsTableProps {
  revisions: readonly RevisionView[];
  /** The snapshot field that names the record ('title' or 'name'). */
  titleField: 'title' | 'name';
  /** Who saved a revision, in words. */
  who: (adminId: string) => string;
  /** The revision whose details show, if one does. */
  viewing: string | null;
  onView: (revisionId: string | null) => void;
  onRestore: (revision: RevisionView) => void;
}

/** The saves, newest (current) first: when, who, the record's title then; View, and Restore on older ones. */
export function RevisionsTable({
  revisions,
  titleField,
  who,
  viewing,
  onView,
  onRestore,
}: RevisionsTableProps) {
  return (
    <table className="vd-table">
      <thead>
        <tr>
          <th scope="col">Saved</th>
          <th scope="col">By</th>
          <th scope="col">{titleField === 'title' ? 'Title' : 'Name'}</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {revisions.map((revision, index) => {
          const label = `${formatDateTime(revision.at)}${index === 0 ? ' (current)' : ''}`;
          return (
            <tr key={revision.id}>
              <td>{label}</td>
              <td>{who(revision.admin_id)}</td>
              <td>{String(revision.snapshot[titleField] ?? '')}</td>
              <td>
                <button
                  type="button"
                  className="vd-btn vd-btn--ghost"
                  aria-expanded={viewing === revision.id}
                  onClick={() => onView(viewing === revision.id ? null : revision.id)}
                >
                  View<span className="vd-visually-hidden"> revision of {label}</span>
                </button>
                {index > 0 ? (
                  <button type="button" className="vd-btn" onClick={() => onRestore(revision)}>
                    Restore<span className="vd-visually-hidden"> revision of {label}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
