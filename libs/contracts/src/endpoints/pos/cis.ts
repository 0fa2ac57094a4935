import { defineEndpoints } from '../endpoint';

/** The Construction Industry Scheme: the monthly figures a subcontractor checks HMRC's statements against. */
export const cisEndpoints = defineEndpoints({
  /** Labour, materials and CIS deducted per UK tax month (6th to 5th) and per contractor customer. */
  cisReport: {
    name: 'cisReport',
    method: 'GET',
    permission: 'reports',
    path: 'admin/getCisReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.cis',
    errors: 'data',
    view: 'pos.views.cisReport',
    errorStatuses: [401, 403, 422],
  },
});
