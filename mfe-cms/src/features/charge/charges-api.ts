import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/** Charge List calls of the Price Page (service and rate). */
export const { useRecordList: useChargeList, useRecordSave: useChargeSave } = cmsCrudApi(
  'Charge',
  'CmsCharge',
  {
    list: content.getCharge,
    insert: content.insertCharge,
    update: content.updateCharge,
    remove: content.deleteCharge,
  },
);
