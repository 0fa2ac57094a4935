import { VAT_RATES, type VatRate } from '@voltdesk/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

/** A POS service. The calls say "product"; the screens and this code's comments say "service". */
export interface ProductDoc {
  _id: Types.ObjectId;
  name: string;
  price_pence: number;
  category_id: Types.ObjectId;
  status: 0 | 1;
  /** The VAT rate new invoice lines take (each line keeps its own copy); absent before VAT: standard. */
  vat_rate?: VatRate;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<ProductDoc>(
  {
    name: { type: String, required: true },
    price_pence: { type: Number, required: true },
    category_id: { type: Schema.Types.ObjectId, required: true },
    status: { type: Number, enum: [0, 1], default: 1 },
    vat_rate: { type: String, enum: VAT_RATES, default: 'standard' },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'products' },
);
schema.index({ category_id: 1 });
schema.index({ name: 1 });

export const productModel = (conn: Connection) => defineModel(conn, 'Product', schema);
export type ProductModel = ReturnType<typeof productModel>;
