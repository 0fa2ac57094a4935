import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import type { RevisionView } from '@voltdesk/contracts';
import { LoadError, PageHeader } from '../../shared/page';
import { RevisionsPanel } from '../../shared/revisions-panel';
import { restoredRecord } from '../../shared/restored-record';
import { PageForm } from './page-form';
import { usePageBySlugQuery } from './pages-api';

/**
 * Page Update: loaded by slug (`pagebyslug`); name, description, publication, status; then the page list.
 * Below the form, the page's revisions, any of which can be restored.
 */
export function PageUpdatePage() {
  useDocumentTitle('Page Update');
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = usePageBySlugQuery(slug);
  const [restored, setRestored] = useState<RevisionView | null>(null);
  return (
    <div className="cms-screen">
      <PageHeader title="Page Update" />
      {isLoading ? <Spinner label="Loading" /> : null}
      {isError ? <LoadError what="The page" /> : null}
      {/* Keyed by the content or the restored revision: either way the form starts again from it. */}
      {data ? (
        <PageForm
          key={restored ? restored.id : JSON.stringify(data)}
          page={restored ? restoredRecord(data, restored.snapshot) : data}
        />
      ) : null}
      {data ? (
        <RevisionsPanel kind="page" recordId={data.id} titleField="name" onRestore={setRestored} />
      ) : null}
    </div>
  );
}
