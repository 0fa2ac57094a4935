import { useMemo, useState } from 'react';
import { formatDateTime, selectUserId, useAppSelector } from '@voltdesk/app-core';
import { ConfirmDialog, Spinner } from '@voltdesk/app-core/ui';
import type { RevisionKind, RevisionView } from '@voltdesk/contracts';
import { adminIdsArg, useCmsAdminNamesQuery } from './admin-names-api';
import { Card, LoadError } from './page';
import { useRevisionsQuery } from './revisions-api';

/** In the business's locale and on its clock (app-core's one date helper). */
const when = (iso: string) => formatDateTime(iso);

/** The snapshot's fields a person reads to tell revisions apart; the rest (ids, image URLs) are left out. */
const SHOWN = [
  ['title', 'Title'],
  ['name', 'Name'],
  ['sort_description', 'Short description'],
  ['banner_title', 'Banner title'],
  ['seo_title', 'SEO title'],
  ['publication', 'Publication'],
] as const;

/** An admin svc-auth could not name (an account since removed, or svc-auth unreachable): the id's end. */
const unnamed = (adminId: string) => `Admin …${adminId.slice(-6)}`;

const textOf = (html: unknown) =>
  typeof html === 'string' ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : '';

/** What the restore confirmation says: a restore only fills the form, and the publication stays. */
export const restoreMessage = (at: string) =>
  `Restore the revision of ${when(at)}? The form will show its text. Nothing is saved until you save the ` +
  'form, and the publication and status stay as they are now (published stays published) unless you ' +
  'change them there. Pictures stay as they are.';

/**
 * The Revisions panel of a post, page, banner page or service page form: the last 20 saves, newest
 * first, with who saved and when; View shows what that save held, Restore hands it to the record's form
 * after a confirmation (`onRestore`): nothing is written until the editor saves the form, so a restore
 * alone never takes a live record off the site. Who is "You" for the signed-in admin and the name
 * svc-auth gives for the others, asked once for the whole list; an admin it does not know, or a failed
 * call, leaves the end of the id, and the panel works on.
 */
export function RevisionsPanel({
  kind,
  recordId,
  titleField,
  onRestore,
}: {
  kind: RevisionKind;
  recordId: string;
  /** The snapshot field that names the record ('title' or 'name'). */
  titleField: 'title' | 'name';
  /** Fills the record's form with the revision (see restored-record.ts); saving it is the editor's call. */
  onRestore: (revision: RevisionView) => void;
}) {
  const { data, isLoading, isError } = useRevisionsQuery({ kind, id: recordId });
  const myId = useAppSelector(selectUserId);
  const othersArg = adminIdsArg((data ?? []).map((r) => r.admin_id).filter((id) => id !== myId));
  const names = useCmsAdminNamesQuery(othersArg, { skip: othersArg === '' }).data;
  const nameOf = useMemo(() => new Map(names?.map((admin) => [admin.id, admin.name])), [names]);
  const who = (adminId: string) => (adminId === myId ? 'You' : (nameOf.get(adminId) ?? unnamed(adminId)));
  const [viewing, setViewing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<RevisionView | null>(null);

  const restore = () => {
    if (!restoring) return;
    setRestoring(null);
    onRestore(restoring);
  };

  return (
    <>
      <Card title="Revisions">
        {isLoading ? <Spinner label="Loading revisions" /> : null}
        {isError ? <LoadError what="The revisions" /> : null}
        {data && data.length === 0 ? <p className="cms-muted">No revisions yet.</p> : null}
        {data && data.length > 0 ? (
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
              {data.map((revision, index) => {
                const label = `${when(revision.at)}${index === 0 ? ' (current)' : ''}`;
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
                        onClick={() => setViewing(viewing === revision.id ? null : revision.id)}
                      >
                        View<span className="vd-visually-hidden"> revision of {label}</span>
                      </button>
                      {index > 0 ? (
                        <button type="button" className="vd-btn" onClick={() => setRestoring(revision)}>
                          Restore<span className="vd-visually-hidden"> revision of {label}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        {data
          ?.filter((revision) => revision.id === viewing)
          .map((revision) => (
            <dl key={revision.id} aria-label={`Revision of ${when(revision.at)}`} className="cms-revision">
              {SHOWN.filter(([field]) => typeof revision.snapshot[field] === 'string').map(
                ([field, name]) => (
                  <div key={field}>
                    <dt>{name}</dt>
                    <dd>{String(revision.snapshot[field]) || '—'}</dd>
                  </div>
                ),
              )}
              {typeof revision.snapshot.description === 'string' ? (
                <div>
                  <dt>Description</dt>
                  <dd>{textOf(revision.snapshot.description)}</dd>
                </div>
              ) : null}
            </dl>
          ))}
      </Card>
      <ConfirmDialog
        open={restoring !== null}
        message={restoring ? restoreMessage(restoring.at) : ''}
        confirmLabel="Restore"
        onConfirm={restore}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}
