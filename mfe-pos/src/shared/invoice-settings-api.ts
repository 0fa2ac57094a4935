import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  posEndpoints,
  type EnvelopeOf,
  type InvoiceSettingsUpdateRequest,
  type InvoiceSettingsView,
} from '@voltdesk/contracts';

const { invoiceSettings, updateInvoiceSettings } = posEndpoints;

/** The VAT settings screen edits them; the POS form reads them to show a new invoice's VAT before it is saved. */
const TAG = 'PosInvoiceSettings';

/** svc-pos's invoice settings: VAT registration, VAT number, whether typed prices include VAT. */
const invoiceSettingsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    posGetInvoiceSettings: build.query<InvoiceSettingsView, void>({
      query: () => callOf(invoiceSettings),
      transformResponse: dataOf(invoiceSettings),
      providesTags: [{ type: TAG, id: 'ONE' }],
    }),
    posUpdateInvoiceSettings: build.mutation<
      EnvelopeOf<typeof updateInvoiceSettings>,
      InvoiceSettingsUpdateRequest
    >({
      query: (body) => callOf(updateInvoiceSettings, { body }),
      invalidatesTags: [{ type: TAG, id: 'ONE' }],
    }),
  }),
  overrideExisting: false,
});

export const { usePosGetInvoiceSettingsQuery, usePosUpdateInvoiceSettingsMutation } = invoiceSettingsApi;
