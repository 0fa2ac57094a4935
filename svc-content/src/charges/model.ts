import { Schema, type Connection, type Model } from 'mongoose';
import { statusSchemaField } from '../shared/status';

/** A row of the price page (service and rate). */
export interface ChargeDoc {
  service: string;
  /** Short text that may carry a unit ("£60 / hour"). */
  rate: string;
  status: number;
}

const schema = new Schema<ChargeDoc>(
  {
    service: { type: String, required: true },
    rate: { type: String, required: true },
    status: statusSchemaField,
  },
  { collection: 'charges', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type ChargeModel = Model<ChargeDoc>;
export const chargeModel = (conn: Connection): ChargeModel =>
  (conn.models.Charge as ChargeModel | undefined) ?? conn.model<ChargeDoc>('Charge', schema);
