import { crudHandlers } from '../shared/crud-handlers';
import type { ContentHandlers } from '../shared/handlers';
import type { ChargeService } from './service';

type ChargeHandlers = Pick<ContentHandlers, 'getCharge' | 'insertCharge' | 'updateCharge' | 'deleteCharge'>;

export const chargeHandlers = (charges: ChargeService): ChargeHandlers =>
  crudHandlers(
    charges,
    { list: 'getCharge', create: 'insertCharge', update: 'updateCharge', remove: 'deleteCharge' },
    { label: 'Charge' },
  );
