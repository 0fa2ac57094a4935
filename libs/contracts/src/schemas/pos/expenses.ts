import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField } from '../common';
import { poundsField } from './fields';
import { id, pounds } from './view-fields';

/**
 * Expenses: what the business buys (materials from the wholesaler, tools, fuel), with the VAT its receipt
 * shows, so a quarter's VAT return can reclaim the input tax and count the purchases. The VAT is typed as
 * the receipt states it (a receipt may mix rates); it can never be more than the standard rate allows.
 */
export const EXPENSE_MESSAGES = {
  vatTooHigh: 'The VAT may not be more than 20% of the net amount.',
} as const;

/** The highest VAT rate a UK receipt can carry, as a fraction: what `vat` is checked against. */
export const MAX_EXPENSE_VAT_RATE = 0.2;

const expenseFields = {
  /** The receipt's date, which puts the expense in its VAT quarter. */
  date: { type: 'string', format: 'date' },
  supplier: boundedString(150),
  description: { type: 'string', maxLength: 500 },
  /** What was paid before VAT. */
  net: poundsField,
  /** The VAT on the receipt (0 when none was charged). */
  vat: poundsField,
} as const;

/**
 * Add modal of the Expenses list (multipart: the receipt's photo or scan comes as the file `receipt`, under
 * the media library's rules).
 */
export const expenseCreateSchema = {
  $id: 'pos.expenses.create',
  type: 'object',
  additionalProperties: false,
  required: ['date', 'supplier', 'net', 'vat'],
  properties: expenseFields,
} as const;
export type ExpenseCreateRequest = FromSchema<typeof expenseCreateSchema>;

/** Update modal: the same fields plus id; a receipt not sent keeps the stored one. */
export const expenseUpdateSchema = {
  $id: 'pos.expenses.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'supplier', 'net', 'vat'],
  properties: { id: idField, ...expenseFields },
} as const;
export type ExpenseUpdateRequest = FromSchema<typeof expenseUpdateSchema>;

/** An expense as the list shows it; `gross` is net plus VAT, `receipt` the stored image's path or null. */
export const expenseView = {
  $id: 'pos.views.expense',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'supplier', 'description', 'net', 'vat', 'gross', 'receipt'],
  properties: {
    id,
    date: { type: 'string' },
    supplier: { type: 'string' },
    description: { type: 'string' },
    net: pounds,
    vat: pounds,
    gross: pounds,
    receipt: { type: ['string', 'null'] },
  },
} as const;
export type ExpenseView = FromSchema<typeof expenseView>;

export const expenseSchemas = [expenseCreateSchema, expenseUpdateSchema] as const;
export const expenseViews = [expenseView] as const;
