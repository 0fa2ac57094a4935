import type { CategoryView } from '@voltdesk/contracts';
import { RecordModal, saveWith } from '@voltdesk/app-core/ui';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from './categories-api';

const FIELDS = [{ name: 'name', label: 'Name' }] as const;

/** Add (no `category`) or update modal of the Category list: one field, name. Closes on success. */
export function CategoryModal({
  category,
  onClose,
}: {
  category?: CategoryView | undefined;
  onClose: () => void;
}) {
  const [insert, inserting] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  return (
    <RecordModal
      noun="Category"
      size="sm"
      fields={FIELDS}
      record={category}
      schemas={{ create: 'pos.categories.create', update: 'pos.categories.update' }}
      // A category has no status of its own.
      withStatus={false}
      save={saveWith(insert, update)}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
