import { idOf } from '../shared/serialize';
import type { ChargeDoc } from './model';

export const serializeCharge = (c: ChargeDoc & { _id: unknown }) => ({
  id: idOf(c),
  service: c.service,
  rate: c.rate,
  status: c.status,
});
export type ChargeView = ReturnType<typeof serializeCharge>;
