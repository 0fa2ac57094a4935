import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints as pos, type LeadStatus, type LeadView, type ListQuery } from '@voltdesk/contracts';
import { POS_TAGS } from '../../shared/tags';

/** A page of the lead list: `page`, `per_page`, a search (name, e-mail, phone, postcode) and a status. */
export interface LeadListArgs extends ListQuery {
  status?: LeadStatus;
}

const LEAD_TAG = 'PosLead' as const;
const changed = (_r: unknown, _e: unknown, arg: { id?: string; lead_id?: string }) => [
  { type: LEAD_TAG, id: 'LIST' },
  ...[arg.id ?? arg.lead_id].filter(Boolean).map((id) => ({ type: LEAD_TAG, id: id! })),
];

/**
 * Lead calls of svc-pos (job requests from the site). Converting may make a customer, and quoting makes a
 * quote, so those refresh the customers and quotes too.
 */
export const {
  useLeadsQuery,
  useLeadByIdQuery,
  useUpdateLeadStatusMutation,
  useConvertLeadMutation,
  useQuoteLeadMutation,
} = defineCalls([...POS_TAGS, LEAD_TAG], {
  leads: read(pos.getLeads, {
    args: (query: LeadListArgs) => ({ query }),
    result: ({ data, meta }): ListPageOf<LeadView> => {
      const rows = Array.isArray(data) ? data : [data];
      return { rows, total: meta?.total ?? rows.length };
    },
    providesTags: (page) => [
      { type: LEAD_TAG, id: 'LIST' },
      ...(page?.rows ?? []).map((l) => ({ type: LEAD_TAG, id: l.id })),
    ],
  }),
  leadById: read(pos.getLeads, {
    args: (id: string) => ({ query: { id } }),
    result: ({ data }) => {
      if (Array.isArray(data)) throw new Error('getLeads answered a list to an id');
      return data;
    },
    providesTags: (_r, _e, id) => [{ type: LEAD_TAG, id }],
  }),
  updateLeadStatus: write(pos.updateLeadStatus, { invalidatesTags: changed }),
  convertLead: write(pos.convertLead, {
    invalidatesTags: (r, e, arg) => [
      ...changed(r, e, arg),
      { type: 'PosCustomer', id: 'LIST' },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
  quoteLead: write(pos.quoteLead, {
    invalidatesTags: (r, e, arg) => [...changed(r, e, arg), { type: 'PosQuote', id: 'LIST' }],
  }),
});
