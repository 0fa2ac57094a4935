import {
  MATERIAL_UNIT_LABELS,
  MATERIAL_UNITS,
  VAT_RATE_LABELS,
  VAT_RATES,
  type MaterialCreateRequest,
  type MaterialUpdateRequest,
  type MaterialView,
} from '@voltdesk/contracts';
import { useState } from 'react';
import { newIdempotencyKey } from '@voltdesk/app-core';
import { RecordModal, saveWith, type RecordField } from '@voltdesk/app-core/ui';
import { penceToInput, poundsForSchema, poundsToPence } from '../../shared/money';
import { useCreateMaterialMutation, useUpdateMaterialMutation } from './materials-api';

const poundsInput = (name: string, label: string): RecordField => ({
  name,
  label,
  inputMode: 'decimal',
  format: (pounds) => penceToInput(poundsToPence(Number(pounds))),
  // Every refusal (required, the minimum, two decimals) is the contract schema's to word.
  parse: poundsForSchema,
});

/**
 * Add (no `material`) or update modal of the Materials list: name, unit, cost and sell price per unit
 * (pounds, read in pence so "1.45" is never rounded), VAT rate, and a stock count left blank when the
 * business does not count it; update also has status. Checked with the contract's schemas.
 */
export function MaterialModal({
  material,
  onClose,
}: {
  material?: MaterialView | undefined;
  onClose: () => void;
}) {
  const [insert, inserting] = useCreateMaterialMutation();
  const [update, updating] = useUpdateMaterialMutation();
  // One key per opening of the dialog: a double click or a retry after a lost answer adds one material;
  // a refused save (422) is not remembered by svc-pos, so a corrected form goes through with it.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const fields: RecordField[] = [
    { name: 'name', label: 'Name' },
    {
      name: 'unit',
      label: 'Unit',
      kind: 'select',
      initial: 'each',
      options: MATERIAL_UNITS.map((unit) => ({ value: unit, label: MATERIAL_UNIT_LABELS[unit] })),
    },
    poundsInput('cost_price', 'Cost price (£)'),
    poundsInput('price', 'Sell price (£)'),
    {
      name: 'vat_rate',
      label: 'VAT rate',
      kind: 'select',
      initial: 'standard',
      options: VAT_RATES.map((rate) => ({ value: rate, label: VAT_RATE_LABELS[rate] })),
    },
    {
      name: 'stock',
      label: 'Stock (blank: not counted)',
      inputMode: 'numeric',
      format: (stock) => (stock === null || stock === undefined ? '' : String(stock)),
      // Blank is "not counted" (null); anything else goes to the schema as typed, so "2.5" or "-1" is
      // refused in its words.
      parse: (text) => (text.trim() === '' ? null : Number(text)),
    },
  ];
  return (
    <RecordModal
      noun="Material"
      fields={fields}
      record={material}
      schemas={{ create: 'pos.materials.create', update: 'pos.materials.update' }}
      save={saveWith(
        (request: MaterialCreateRequest) => insert({ request, idempotencyKey }),
        (request: MaterialUpdateRequest) => update(request),
      )}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
