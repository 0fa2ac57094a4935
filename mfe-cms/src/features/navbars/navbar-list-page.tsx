import { useDocumentTitle } from '@voltdesk/app-core';
import type { NavbarView } from '@voltdesk/contracts';
import { pageQuery, RecordList, StatusBadge, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useCmsNavbarDeleteMutation, useCmsNavbarListQuery } from './navbars-api';
import { NavbarModal } from './navbar-modal';

const columns: Column<NavbarView>[] = [
  { header: 'Name', cell: (n) => n.name },
  { header: 'Parent', cell: (n) => n.parent?.name ?? 'Self' },
  { header: 'Status', cell: (n) => <StatusBadge status={n.status} /> },
];

/** Navbar List (spec section 2): SL, Name, Parent ('Self' if none), Status, Action. */
export default function NavbarListPage() {
  useDocumentTitle('Navbar List');
  const control = useListParams();
  const list = useCmsNavbarListQuery(pageQuery(control.params));
  // The parent choices come from every item, not only from the page on screen.
  const everyItem = useCmsNavbarListQuery({});
  const [remove] = useCmsNavbarDeleteMutation();
  const allRows: readonly NavbarView[] = everyItem.data?.rows ?? [];
  const parents = allRows.filter((n) => n.parentid === 0 || n.parentid === '0');
  return (
    <div className="cms-screen">
      <RecordList
        heading={(add) => <PageHeader title="Navbar List" actions={add} />}
        caption="Navbar items"
        columns={columns}
        rowKey={(n) => n.id}
        control={control}
        result={list}
        emptyText="No navbar items yet."
        searchLabel="Search navbar items"
        name={(n) => n.name}
        editor={(navbar, close) => <NavbarModal navbar={navbar} parents={parents} onClose={close} />}
        remove={{ call: (n) => remove(n.id), deleted: 'Navbar deleted successfully.' }}
      />
    </div>
  );
}
