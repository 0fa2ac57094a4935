import { MATERIAL_UNITS, VAT_RATES, type MaterialUnit, type VatRate } from '@voltdesk/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

/** A material sold by the unit, in integer pence like every amount svc-pos stores. */
export interface MaterialDoc {
  _id: Types.ObjectId;
  name: string;
  /** Lower-cased name: "2.5mm twin and earth" and "2.5MM Twin and Earth" are one material. */
  name_key: string;
  unit: MaterialUnit;
  cost_pence: number;
  price_pence: number;
  vat_rate: VatRate;
  /** Units in stock; null when the business does not count it. */
  stock: number | null;
  status: 0 | 1;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<MaterialDoc>(
  {
    name: { type: String, required: true },
    name_key: { type: String, required: true, unique: true },
    unit: { type: String, enum: MATERIAL_UNITS, required: true },
    cost_pence: { type: Number, required: true },
    price_pence: { type: Number, required: true },
    vat_rate: { type: String, enum: VAT_RATES, default: 'standard' },
    stock: { type: Number, default: null },
    status: { type: Number, enum: [0, 1], default: 1 },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'materials' },
);
schema.index({ name: 1 });

export const materialModel = (conn: Connection) => defineModel(conn, 'Material', schema);
export type MaterialModel = ReturnType<typeof materialModel>;
export const materialNameKey = (name: string) => name.trim().toLocaleLowerCase('en-GB');
