import type { ChargeView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import { statusOf } from '../shared/status';
import type { ChargeDoc } from './model';

export const serializeCharge = (c: Lean<ChargeDoc>): ChargeView => ({
  id: idOf(c),
  service: c.service,
  rate: c.rate,
  status: statusOf(c.status),
});
