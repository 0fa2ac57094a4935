import { VAT_RATE_LABELS, VAT_RATES, type CategoryView, type ProductView } from '@voltdesk/contracts';
import { RecordModal, saveWith, type RecordField } from '@voltdesk/app-core/ui';
import { penceToInput, poundsForSchema, poundsToPence } from '../../shared/money';
import { useCreateProductMutation, useUpdateProductMutation } from './products-api';

/**
 * Add (no `service`) or update modal of the Service list: name, price (pounds), category, VAT rate
 * (standard unless chosen; what new invoice lines take when the business is VAT registered); update also
 * has status. Checked with the contract's schemas; the price is read in pence, so "19.99" is never rounded.
 */
export function ProductModal({
  service,
  categories,
  onClose,
}: {
  service?: ProductView | undefined;
  categories: readonly CategoryView[];
  onClose: () => void;
}) {
  const [insert, inserting] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const fields: RecordField[] = [
    { name: 'name', label: 'Name' },
    {
      name: 'price',
      label: 'Price (£)',
      inputMode: 'decimal',
      format: (pounds) => penceToInput(poundsToPence(Number(pounds))),
      // Every refusal of the price (required, at least 1, two decimals) is the contract schema's to word.
      parse: poundsForSchema,
    },
    {
      name: 'category_id',
      label: 'Category',
      kind: 'select',
      options: [
        { value: '', label: 'Select a category' },
        ...categories.map((c) => ({ value: c.id, label: c.name })),
      ],
      parse: (id) => id || undefined,
    },
    {
      name: 'vat_rate',
      label: 'VAT rate',
      kind: 'select',
      initial: 'standard',
      options: VAT_RATES.map((rate) => ({ value: rate, label: VAT_RATE_LABELS[rate] })),
    },
  ];
  return (
    <RecordModal
      noun="Service"
      fields={fields}
      record={service}
      schemas={{ create: 'pos.products.create', update: 'pos.products.update' }}
      save={saveWith(insert, update)}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
