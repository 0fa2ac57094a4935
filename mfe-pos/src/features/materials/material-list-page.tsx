import { MATERIAL_UNIT_LABELS, VAT_RATE_LABELS, type MaterialView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { RecordList, StatusBadge, useServerRecordList, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { MaterialModal } from './material-modal';
import { useDeleteMaterialMutation, useMaterialsQuery } from './materials-api';

const columns: Column<MaterialView>[] = [
  { header: 'Name', cell: (m) => m.name },
  { header: 'Unit', cell: (m) => MATERIAL_UNIT_LABELS[m.unit] },
  { header: 'Cost', className: 'pos-num', cell: (m) => formatPounds(m.cost_price) },
  { header: 'Price', className: 'pos-num', cell: (m) => formatPounds(m.price) },
  {
    header: 'Margin',
    className: 'pos-num',
    cell: (m) => `${formatPounds(m.margin)}${m.margin_percent === null ? '' : ` (${m.margin_percent}%)`}`,
  },
  { header: 'VAT', cell: (m) => VAT_RATE_LABELS[m.vat_rate] },
  {
    header: 'Stock',
    className: 'pos-num',
    cell: (m) => (m.stock === null ? <span className="pos-muted">Not counted</span> : m.stock),
  },
  { header: 'Status', cell: (m) => <StatusBadge status={m.status} /> },
];

/**
 * Materials list: what the business sells by the unit (cable by the metre, fittings each), with cost, sell
 * price and the margin between them per unit. Paged and searched (by name) by svc-pos.
 */
export default function MaterialListPage() {
  useDocumentTitle('Materials');
  const records = useServerRecordList(
    useMaterialsQuery,
    useDeleteMaterialMutation,
    'Material deleted successfully.',
  );
  return (
    <div className="pos-screen">
      <RecordList
        heading={(add) => <PageHeader title="Materials" actions={add} />}
        caption="Materials"
        columns={columns}
        {...records}
        emptyText="No materials yet."
        searchLabel="Search materials"
        name={(m) => m.name}
        editor={(material, close) => <MaterialModal material={material} onClose={close} />}
      />
    </div>
  );
}
