import { useMemo, useState } from 'react';
import { formatDateTime, selectUserId, useAppSelector } from '@voltdesk/app-core';
import { ConfirmDialog, Spinner } from '@voltdesk/app-core/ui';
import type { RevisionKind, RevisionView } from '@voltdesk/contracts';
import { adminIdsArg, useCmsAdminNamesQuery } from './admin-names-api';
import { Card, LoadError } from './page';
import { RevisionDetails } from './revision-details';
import { useRevisionsQuery } from './revisions-api';
import { RevisionsTable } from './revisions-table';

/** In the business's locale and on its clock (app-core's one date helper). */
const when = (iso: string) => formatDateTime(iso);

/** An admin svc-auth could not name (an account since removed, or svc-auth unreachable): the id's end. */
const unnamed = (adminId: string) => `Admin …${adminId.slice(-6)}`;

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
          <RevisionsTable
            revisions={data}
            titleField={titleField}
            who={who}
            viewing={viewing}
            onView={setViewing}
            onRestore={setRestoring}
          />
        ) : null}
        {data
          ?.filter((revision) => revision.id === viewing)
          .map((revision) => (
            <RevisionDetails key={revision.id} revision={revision} />
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
