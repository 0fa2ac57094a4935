import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader, RowActions } from '../../shared/page';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { NavbarView } from '../../shared/types';
import { useCmsAllNavbarQuery, useCmsDeleteNavbarMutation } from './navbars-api';
import { NavbarModal } from './navbar-modal';

type Editing = { mode: 'add' } | { mode: 'update'; navbar: NavbarView } | null;

/** Navbar List (spec section 2): SL, Name, Parent ('Self' if none), Status, Action. */
export default function NavbarListPage() {
  useDocumentTitle('Navbar List');
  const { data, isLoading, isError } = useCmsAllNavbarQuery();
  const [remove] = useCmsDeleteNavbarMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Navbar deleted successfully.');
  const [editing, setEditing] = useState<Editing>(null);
  const parents = (data ?? []).filter((n) => n.parentid === 0 || n.parentid === '0');

  const columns: Column<NavbarView>[] = [
    { header: 'Name', cell: (n) => n.name },
    { header: 'Parent', cell: (n) => n.parent?.name ?? 'Self' },
    { header: 'Status', cell: (n) => <StatusBadge status={n.status} /> },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (n) => (
        <RowActions
          name={n.name}
          onEdit={() => setEditing({ mode: 'update', navbar: n })}
          onDelete={() => del.ask(n.id)}
        />
      ),
    },
  ];

  return (
    <div className="cms-screen">
      <PageHeader
        title="Navbar List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        }
      />
      {isError ? <LoadError what="The navbar items" /> : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(n) => n.id}
        loading={isLoading}
        caption="Navbar items"
        emptyText="No navbar items yet."
      />
      {editing ? (
        <NavbarModal
          key={editing.mode === 'update' ? editing.navbar.id : 'add'}
          navbar={editing.mode === 'update' ? editing.navbar : undefined}
          parents={parents}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {del.dialog}
    </div>
  );
}
