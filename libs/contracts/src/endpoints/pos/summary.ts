import { defineEndpoints } from '../endpoint';

/** The dashboard's figures. */
export const summaryEndpoints = defineEndpoints({
  /** The dashboard's figures. */
  posSummary: {
    name: 'posSummary',
    method: 'GET',
    path: 'admin/posSummary',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.summary',
    errorStatuses: [401, 403],
  },
});
