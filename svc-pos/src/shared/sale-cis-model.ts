import { Schema } from 'mongoose';
import type { CisSnapshot } from './sale-cis';

export type { CisSnapshot };

/** An invoice's CIS figures as stored (`orders.cis`), in integer pence. */
export const cisSnapshotSchema = new Schema<CisSnapshot>(
  {
    rate: Number,
    labour_pence: Number,
    materials_pence: Number,
    deduction_pence: Number,
    payable_pence: Number,
    credited_labour_pence: Number,
    credited_deduction_pence: Number,
  },
  { _id: false },
);
