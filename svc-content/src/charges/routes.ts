import { crudHandlers } from '@voltdesk/service-kit';
import type { ChargeService } from './service';

export const chargeHandlers = (charges: ChargeService) =>
  crudHandlers(
    charges,
    { list: 'getCharge', create: 'insertCharge', update: 'updateCharge', remove: 'deleteCharge' },
    {
      label: 'Charge',
    },
  );
