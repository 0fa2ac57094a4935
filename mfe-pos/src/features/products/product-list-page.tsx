import { VAT_RATE_LABELS, type ProductView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { RecordList, StatusBadge, useServerRecordList, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { useDeleteProductMutation, useProductsQuery } from './products-api';
import { ProductModal } from './product-modal';

const columns: Column<ProductView>[] = [
  { header: 'Name', cell: (p) => p.name },
  { header: 'Category', cell: (p) => p.category?.name ?? <span className="pos-muted">No category</span> },
  { header: 'Price', className: 'pos-num', cell: (p) => formatPounds(p.price) },
  { header: 'VAT', cell: (p) => VAT_RATE_LABELS[p.vat_rate ?? 'standard'] },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
];

/**
 * Product (service) list (spec section 2): SL, Name, Category, Price, VAT rate, Status badge, edit and
 * delete; add and update modals (name, price, category, VAT rate; update adds status). The spec's columns
 * plus Price, which the desk needs to check what the POS grid will charge, and the VAT rate invoices take.
 * Paged and searched (by name) by svc-pos.
 */
export default function ProductListPage() {
  useDocumentTitle('Service List');
  const records = useServerRecordList(
    useProductsQuery,
    useDeleteProductMutation,
    'Service deleted successfully.',
  );
  return (
    <div className="pos-screen">
      <RecordList
        heading={(add) => <PageHeader title="Service List" actions={add} />}
        caption="Services"
        columns={columns}
        {...records}
        emptyText="No services yet."
        searchLabel="Search services"
        name={(p) => p.name}
        editor={(service, close) => (
          <ProductModal
            service={service}
            categories={records.result.data?.categories ?? []}
            onClose={close}
          />
        )}
      />
    </div>
  );
}
