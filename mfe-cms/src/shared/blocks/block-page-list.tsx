import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader, RowActions } from '../page';
import { useDeleteWithConfirm } from '../use-delete';
import { SetupForm } from '../setup-form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

interface Row {
  id: string;
  title: string;
  slug: string;
}

type DeleteResult =
  { data: { message?: string } | null | undefined } | { error: FetchBaseQueryError | SerializedError };

export interface BlockPageListProps {
  title: string;
  /** Header of the title column ('Title' for banner pages, 'Name' for services). */
  nameHeader: string;
  /** Site path prefix: `/banner/` or `/service/`. */
  sitePrefix: string;
  /** Relative paths of the create and update screens. */
  createPath: string;
  updatePath: (slug: string) => string;
  /** Setup key of the background image form (`banner_page_image`, `service_page_image`). */
  backgroundKey: string;
  rows: readonly Row[] | undefined;
  loading: boolean;
  failed: boolean;
  remove: (id: string) => PromiseLike<DeleteResult>;
  deletedMessage: string;
}

/** Banner page list and service list (spec section 2): Background Image form, then SL, title, link, actions. */
export function BlockPageList(props: BlockPageListProps) {
  const navigate = useNavigate();
  const del = useDeleteWithConfirm(props.remove, props.deletedMessage);
  const columns: Column<Row>[] = [
    { header: props.nameHeader, cell: (r) => r.title },
    {
      header: 'Slug',
      cell: (r) => (
        <a href={`${props.sitePrefix}${r.slug}`} target="_blank" rel="noreferrer">
          {props.sitePrefix}
          {r.slug}
        </a>
      ),
    },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (r) => (
        <RowActions
          name={r.title}
          onEdit={() => navigate(props.updatePath(encodeURIComponent(r.slug)))}
          onDelete={() => del.ask(r.id)}
        />
      ),
    },
  ];
  return (
    <div className="cms-screen">
      <PageHeader
        title={props.title}
        actions={
          <Link className="vd-btn" to={props.createPath}>
            Add New
          </Link>
        }
      />
      <SetupForm
        setupKey={props.backgroundKey}
        title="Background Image"
        image="optional"
        fields={[{ name: 'title', label: 'Title' }]}
      />
      {props.failed ? <LoadError what="The list" /> : null}
      <DataTable
        columns={columns}
        rows={props.rows}
        rowKey={(r) => r.id}
        loading={props.loading}
        caption={props.title}
        emptyText="Nothing here yet."
      />
      {del.dialog}
    </div>
  );
}
