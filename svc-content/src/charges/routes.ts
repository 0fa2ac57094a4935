import { crudHandlers } from '../shared/crud-handlers';
import type { ChargeService } from './service';

export const chargeHandlers = (charges: ChargeService) =>
  crudHandlers(charges, ['getCharge', 'insertCharge', 'updateCharge', 'deleteCharge'], {
    label: 'Charge',
  });
