import { defineCalls, read, write } from '@voltdesk/app-core';
import { posEndpoints as pos } from '@voltdesk/contracts';

/** The VAT settings screen edits them; the POS form reads them to show a new invoice's VAT before it is saved. */
const TAG = 'PosInvoiceSettings';

/** svc-pos's invoice settings: VAT registration, VAT number, whether typed prices include VAT. */
export const { useInvoiceSettingsQuery, useUpdateInvoiceSettingsMutation } = defineCalls([TAG], {
  invoiceSettings: read(pos.invoiceSettings, { providesTags: [{ type: TAG, id: 'ONE' }] }),
  updateInvoiceSettings: write(pos.updateInvoiceSettings, { invalidatesTags: [{ type: TAG, id: 'ONE' }] }),
});
