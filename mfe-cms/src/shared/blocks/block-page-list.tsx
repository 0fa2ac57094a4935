import { Link, useNavigate } from 'react-router-dom';
import { ListView, type Column, type ListResult, type ListParamsControl } from '@voltdesk/app-core/ui';
import type { SingleSetup } from '@voltdesk/app-core';
import { PageHeader } from '../page';
import { SetupForm } from '../setup-form';

interface Row {
  id: string;
  title: string;
  slug: string;
}

export interface BlockPageListProps<T extends Row> {
  title: string;
  /** Header of the title column ('Title' for banner pages, 'Name' for services). */
  nameHeader: string;
  /** Site path prefix: `/banner/` or `/service/`. */
  sitePrefix: string;
  /** Relative paths of the create and update screens. */
  createPath: string;
  updatePath: (slug: string) => string;
  /** Setup key of the background image form (`banner_page_image`, `service_page_image`). */
  backgroundKey: keyof SingleSetup;
  control: ListParamsControl;
  result: ListResult<T>;
  /** Runs after 'Are you sure delete?' was confirmed. */
  remove: (row: T) => PromiseLike<unknown>;
  searchLabel: string;
}

/** Banner page list and service list (spec section 2): Background Image form, then SL, title, link, actions. */
export function BlockPageList<T extends Row>(props: BlockPageListProps<T>) {
  const navigate = useNavigate();
  const columns: Column<T>[] = [
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
      <ListView
        caption={props.title}
        columns={columns}
        rowKey={(r) => r.id}
        control={props.control}
        result={props.result}
        emptyText="Nothing here yet."
        searchLabel={props.searchLabel}
        actions={{
          name: (r) => r.title,
          onEdit: (r) => navigate(props.updatePath(encodeURIComponent(r.slug))),
          onDelete: props.remove,
        }}
      />
    </div>
  );
}
