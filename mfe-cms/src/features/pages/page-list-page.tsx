import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { Card, LoadError, PageHeader, RowActions } from '../../shared/page';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { PageView } from '../../shared/types';
import { useCmsDeletePageMutation, useCmsGetPagesQuery } from './pages-api';

/** The site's built-in pages (spec section 9). */
const STATIC_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact' },
  { name: 'Charge', path: '/charges' },
  { name: 'Blog', path: '/blogs' },
] as const;
type StaticPage = (typeof STATIC_PAGES)[number];

/** Page List (spec section 2): the custom pages (/p/{slug}) and the Static Page table. */
export default function PageListPage() {
  useDocumentTitle('Page List');
  const navigate = useNavigate();
  const { data, isLoading, isError } = useCmsGetPagesQuery();
  const [remove] = useCmsDeletePageMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Page deleted successfully.');

  const columns: Column<PageView>[] = [
    { header: 'Name', cell: (p) => p.name },
    {
      header: 'Link',
      cell: (p) => (
        <a href={`/p/${p.slug ?? ''}`} target="_blank" rel="noreferrer">
          /p/{p.slug}
        </a>
      ),
    },
    { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (p) => (
        <RowActions
          name={p.name}
          onEdit={() => navigate(`../pquery/${encodeURIComponent(p.slug ?? '')}`)}
          onDelete={() => del.ask(p.id)}
        />
      ),
    },
  ];
  const staticColumns: Column<StaticPage>[] = [
    { header: 'Name', cell: (p) => p.name },
    {
      header: 'Link',
      cell: (p) => (
        <a href={p.path} target="_blank" rel="noreferrer">
          {p.path}
        </a>
      ),
    },
  ];

  return (
    <div className="cms-screen">
      <PageHeader
        title="Page List"
        actions={
          <Link className="vd-btn" to="../pagecreate">
            Add New
          </Link>
        }
      />
      {isError ? <LoadError what="The pages" /> : null}
      <Card title="Custom Page">
        <DataTable
          columns={columns}
          rows={data}
          rowKey={(p) => p.id}
          loading={isLoading}
          caption="Custom pages"
          emptyText="No pages yet."
        />
      </Card>
      <Card title="Static Page">
        <DataTable
          columns={staticColumns}
          rows={STATIC_PAGES}
          rowKey={(p) => p.path}
          caption="Static pages"
        />
      </Card>
      {del.dialog}
    </div>
  );
}
