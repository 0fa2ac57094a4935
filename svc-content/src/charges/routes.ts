import { crudHandlers } from '@voltdesk/service-kit';
import type { ChargeService } from './service';

export const chargeHandlers = (charges: ChargeService) =>
  crudHandlers(
    charges,
    { list: 'charges', create: 'createCharge', update: 'updateCharge', remove: 'deleteCharge' },
    {
      label: 'Charge',
    },
  );
