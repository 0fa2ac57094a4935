import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, statusField } from '../common';
import { statusView } from '../common-views';
import { poundsField } from './fields';
import { VAT_RATES, vatRateField } from './vat';
import { id, pounds } from './view-fields';

/**
 * Materials: what a contractor buys and fits (cable by the metre, sockets each, an hour of a mate's time),
 * with what it costs the business and what the customer pays, so invoices can carry them and reports can
 * show the margin. The catalogue services stay what they are; a material is priced per unit.
 */
export const MATERIAL_UNITS = ['each', 'm', 'hour', 'kg', 'litre', 'pack', 'roll'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** How each unit reads on a screen and an invoice line ("12.5 m", "3 each"). */
export const MATERIAL_UNIT_LABELS: Readonly<Record<MaterialUnit, string>> = {
  each: 'each',
  m: 'metre (m)',
  hour: 'hour',
  kg: 'kilogram (kg)',
  litre: 'litre',
  pack: 'pack',
  roll: 'roll',
};

/** The most a stock count holds: a typing slip beyond it is refused, not stored. */
export const MAX_MATERIAL_STOCK = 1_000_000;

/** Units in stock, or null when the business does not count this material. */
const stockField = { type: ['integer', 'null'], minimum: 0, maximum: MAX_MATERIAL_STOCK } as const;

const materialFields = {
  name: boundedString(150),
  unit: { type: 'string', enum: MATERIAL_UNITS },
  /** What one unit costs the business, VAT aside; £0 for free issue. */
  cost_price: poundsField,
  /** What one unit is sold for, VAT aside (a price: at least £1 would refuse 30p of cable clips). */
  price: { ...poundsField, minimum: 0.01 },
  vat_rate: vatRateField,
  stock: stockField,
} as const;

/** Add modal of the Materials list: the rate is standard and stock uncounted when not sent. */
export const materialCreateSchema = {
  $id: 'pos.materials.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'unit', 'cost_price', 'price'],
  properties: materialFields,
} as const;
export type MaterialCreateRequest = FromSchema<typeof materialCreateSchema>;

/** Update modal: the same fields plus id and status; a field left out keeps its value. */
export const materialUpdateSchema = {
  $id: 'pos.materials.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'unit', 'cost_price', 'price'],
  properties: { id: idField, ...materialFields, status: statusField },
} as const;
export type MaterialUpdateRequest = FromSchema<typeof materialUpdateSchema>;

/** A material as the screens show it; `margin` is price less cost per unit, `margin_percent` of the price. */
export const materialView = {
  $id: 'pos.views.material',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'unit',
    'cost_price',
    'price',
    'vat_rate',
    'stock',
    'margin',
    'margin_percent',
    'status',
  ],
  properties: {
    id,
    name: { type: 'string' },
    unit: { type: 'string', enum: MATERIAL_UNITS },
    cost_price: pounds,
    price: pounds,
    vat_rate: { type: 'string', enum: VAT_RATES },
    stock: { type: ['integer', 'null'] },
    margin: pounds,
    /** One decimal place; null when the price is nothing to take a share of. */
    margin_percent: { type: ['number', 'null'] },
    status: statusView,
  },
} as const;
export type MaterialView = FromSchema<typeof materialView>;

export const materialSchemas = [materialCreateSchema, materialUpdateSchema] as const;
export const materialViews = [materialView] as const;
