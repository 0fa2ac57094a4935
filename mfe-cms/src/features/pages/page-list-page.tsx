import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { PageView } from '@voltdesk/contracts';
import { DataTable, ListView, StatusBadge, toastDeleted, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';

import { usePageList } from './pages-api';

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
  const { remove, ...list } = usePageList();

  const columns: Column<PageView>[] = [
    { header: 'Name', cell: (p) => p.name },
    {
      header: 'Link',
      cell: (p) => (
        <a href={`/p/${p.slug}`} target="_blank" rel="noreferrer">
          /p/{p.slug}
        </a>
      ),
    },
    { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
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
      <PageHeader title="Page List" addNewTo="../pagecreate" />
      <Card title="Custom Page">
        <ListView
          {...list}
          caption="Custom pages"
          columns={columns}
          actions={{
            name: (p) => p.name,
            onEdit: (p) => navigate(`../pquery/${encodeURIComponent(p.slug)}`),
            onDelete: (p) => toastDeleted(remove.call(p), remove.deleted),
          }}
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
    </div>
  );
}
