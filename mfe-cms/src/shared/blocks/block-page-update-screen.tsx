import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { RevisionView } from '@voltdesk/contracts';
import { Spinner } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader } from '../page';
import { RevisionsPanel } from '../revisions-panel';
import { restoredRecord } from '../restored-record';
import { BlockPageForm } from './block-page-form';
import type { BlockPage, BlockPageScreen } from './block-page-screens';

/**
 * Banner Update, Service Update: the page by its slug in BlockPageForm, then the list; below it, the
 * page's revisions, any of which can be restored into the form.
 */
export function BlockPageUpdateScreen<P extends BlockPage>({ screen }: { screen: BlockPageScreen<P> }) {
  const { kind, api, titles, noun, listPath } = screen;
  useDocumentTitle(titles.update);
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = api.useBySlug(slug);
  const [update, updating] = api.useUpdate();
  const [restored, setRestored] = useState<RevisionView | null>(null);
  return (
    <div className="cms-screen">
      <PageHeader title={titles.update} />
      {isLoading ? <Spinner label="Loading" /> : null}
      {isError ? <LoadError what={`The ${kind.variant} page`} /> : null}
      {data ? (
        <BlockPageForm
          // Keyed by the content or the restored revision: either way the form starts again from it.
          key={restored ? restored.id : JSON.stringify(data)}
          variant={kind.variant}
          page={restored ? restoredRecord(data, restored.snapshot) : data}
          save={(form) => update(form)}
          busy={updating.isLoading}
          listPath={listPath}
          doneMessage={`${noun} updated successfully.`}
        />
      ) : null}
      {data ? (
        <RevisionsPanel
          kind={`${kind.variant}-page`}
          recordId={data.id}
          titleField="title"
          onRestore={setRestored}
        />
      ) : null}
    </div>
  );
}
