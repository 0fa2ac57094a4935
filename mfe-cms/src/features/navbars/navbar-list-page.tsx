import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { NavbarView } from '@voltdesk/contracts';
import { ListView, pageQuery, StatusBadge, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import { useCmsAllNavbarQuery, useCmsDeleteNavbarMutation } from './navbars-api';
import { NavbarModal } from './navbar-modal';

type Editing = { mode: 'add' } | { mode: 'update'; navbar: NavbarView } | null;

const columns: Column<NavbarView>[] = [
  { header: 'Name', cell: (n) => n.name },
  { header: 'Parent', cell: (n) => n.parent?.name ?? 'Self' },
  { header: 'Status', cell: (n) => <StatusBadge status={n.status} /> },
];

/** Navbar List (spec section 2): SL, Name, Parent ('Self' if none), Status, Action. */
export default function NavbarListPage() {
  useDocumentTitle('Navbar List');
  const control = useListParams();
  const list = useCmsAllNavbarQuery(pageQuery(control.params));
  // The parent choices come from every item, not only from the page on screen.
  const everyItem = useCmsAllNavbarQuery({});
  const [remove] = useCmsDeleteNavbarMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const allRows: readonly NavbarView[] = everyItem.data?.rows ?? [];
  const parents = allRows.filter((n) => n.parentid === 0 || n.parentid === '0');

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
      <ListView
        caption="Navbar items"
        columns={columns}
        rowKey={(n) => n.id}
        control={control}
        result={list}
        emptyText="No navbar items yet."
        searchLabel="Search navbar items"
        actions={{
          name: (n) => n.name,
          onEdit: (n) => setEditing({ mode: 'update', navbar: n }),
          onDelete: (n) => toastDeleted(remove(n.id), 'Navbar deleted successfully.'),
        }}
      />
      {editing ? (
        <NavbarModal
          key={editing.mode === 'update' ? editing.navbar.id : 'add'}
          navbar={editing.mode === 'update' ? editing.navbar : undefined}
          parents={parents}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
