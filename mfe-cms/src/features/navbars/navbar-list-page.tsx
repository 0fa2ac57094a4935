import { useDocumentTitle } from '@voltdesk/app-core';
import type { NavbarView } from '@voltdesk/contracts';
import { RecordList, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useNavbarsQuery, useNavbarList } from './navbars-api';
import { NavbarModal } from './navbar-modal';

const columns: Column<NavbarView>[] = [
  { header: 'Name', cell: (n) => n.name },
  { header: 'Parent', cell: (n) => n.parent?.name ?? 'Self' },
  { header: 'Status', cell: (n) => <StatusBadge status={n.status} /> },
];

/** Navbar List (spec section 2): SL, Name, Parent ('Self' if none), Status, Action. */
export default function NavbarListPage() {
  useDocumentTitle('Navbar List');
  const list = useNavbarList();
  // The parent choices come from every item, not only from the page on screen.
  const everyItem = useNavbarsQuery({});
  const allRows: readonly NavbarView[] = everyItem.data?.rows ?? [];
  const parents = allRows.filter((n) => n.parentid === 0 || n.parentid === '0');
  return (
    <div className="cms-screen">
      <RecordList
        {...list}
        heading={(add) => <PageHeader title="Navbar List" actions={add} />}
        caption="Navbar items"
        columns={columns}
        emptyText="No navbar items yet."
        searchLabel="Search navbar items"
        name={(n) => n.name}
        editor={(navbar, close) => <NavbarModal navbar={navbar} parents={parents} onClose={close} />}
      />
    </div>
  );
}
