import type { ExpenseCreateRequest, ExpenseUpdateRequest, ExpenseView } from '@voltdesk/contracts';
import { toFormData } from '@voltdesk/app-core';
import { RecordModal, type RecordField, type SaveResult } from '@voltdesk/app-core/ui';
import { penceToInput, poundsForSchema, poundsToPence } from '../../shared/money';
import { useCreateExpenseMutation, useUpdateExpenseMutation } from './expenses-api';

const poundsInput = (name: string, label: string): RecordField => ({
  name,
  label,
  inputMode: 'decimal',
  format: (pounds) => penceToInput(poundsToPence(Number(pounds))),
  // Every refusal (required, at least 0, two decimals) is the contract schema's to word.
  parse: poundsForSchema,
});

type ExpenseBody = ExpenseCreateRequest | ExpenseUpdateRequest;

const fields: RecordField[] = [
  { name: 'date', label: 'Date', kind: 'date' },
  { name: 'supplier', label: 'Supplier' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  poundsInput('net', 'Net (£)'),
  poundsInput('vat', 'VAT (£)'),
  { name: 'receipt', label: 'Receipt', kind: 'image' },
];

/**
 * Add (no `expense`) or update modal of the Expenses list: the receipt's date, supplier, what was bought,
 * the net and the VAT as the receipt shows them, and a photo or scan of it (kept when no other is picked).
 * Checked with the contract's schemas, then sent as multipart.
 */
export function ExpenseModal({
  expense,
  onClose,
}: {
  expense?: ExpenseView | undefined;
  onClose: () => void;
}) {
  const [insert, inserting] = useCreateExpenseMutation();
  const [update, updating] = useUpdateExpenseMutation();
  const save = (body: ExpenseBody, files: Record<string, File | null>): PromiseLike<SaveResult> => {
    const form = toFormData(body, files);
    // Two returns, not one conditional: the union of the two calls' result types is too deep to check.
    if (expense) return update(form);
    return insert(form);
  };
  return (
    <RecordModal<'pos.expenses.create', 'pos.expenses.update', ExpenseBody>
      noun="Expense"
      fields={fields}
      record={expense}
      schemas={{ create: 'pos.expenses.create', update: 'pos.expenses.update' }}
      withStatus={false}
      save={save}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
