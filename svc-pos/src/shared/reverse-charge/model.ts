import { Schema } from 'mongoose';

/**
 * How an invoice, and a credit note of one, stores its reverse-charge VAT (shared/vat.ts
 * ReverseChargeVat): null (absent on documents from before it) when VAT is charged as usual.
 */
export const reverseChargeField = {
  type: new Schema(
    {
      vat_pence: Number,
      lines: [Number],
      summary: [
        new Schema({ rate: String, percent: Number, net_pence: Number, vat_pence: Number }, { _id: false }),
      ],
    },
    { _id: false },
  ),
  default: null,
};
