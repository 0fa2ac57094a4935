import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { ListView, toastDeleted, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../page';
import { SetupForm } from '../setup-form';
import { TITLE_FIELD } from '../setup-fields';
import type { BlockPage, BlockPageScreen } from './block-page-screens';

/**
 * A block page list (Banner Page List, Service Page List): the Background Image form
 * (`<variant>_page_image`), then SL, title, `/<variant>/<slug>`, edit, delete.
 */
export function BlockPageListScreen<P extends BlockPage>({ screen }: { screen: BlockPageScreen<P> }) {
  const { kind, api, titles, sitePrefix } = screen;
  useDocumentTitle(titles.list);
  const navigate = useNavigate();
  const { remove, ...list } = api.useRecordList();
  const columns: Column<P>[] = [
    { header: kind.nameHeader, cell: (r) => r.title },
    {
      header: 'Slug',
      cell: (r) => (
        <a href={`${sitePrefix}${r.slug}`} target="_blank" rel="noreferrer">
          {sitePrefix}
          {r.slug}
        </a>
      ),
    },
  ];
  return (
    <div className="cms-screen">
      <PageHeader title={titles.list} addNewTo={`../${kind.paths.create}`} />
      <SetupForm
        setupKey={`${kind.variant}_page_image`}
        title="Background Image"
        image="optional"
        fields={[TITLE_FIELD]}
      />
      <ListView
        {...list}
        caption={titles.list}
        columns={columns}
        emptyText="Nothing here yet."
        actions={{
          name: (r) => r.title,
          onEdit: (r) => navigate(`../${kind.paths.update}/${encodeURIComponent(r.slug)}`),
          onDelete: (r) => toastDeleted(remove.call(r), remove.deleted),
        }}
      />
    </div>
  );
}
