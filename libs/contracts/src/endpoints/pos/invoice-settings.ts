import { defineEndpoints } from '../endpoint';

/** The VAT settings new invoices follow. */
export const invoiceSettingsEndpoints = defineEndpoints({
  /** VAT registration, VAT number and whether typed prices include VAT: what new invoices follow. */
  invoiceSettings: {
    name: 'invoiceSettings',
    method: 'GET',
    path: 'admin/getInvoiceSettings',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.invoiceSettings',
    errorStatuses: [401, 403],
  },
  updateInvoiceSettings: {
    name: 'updateInvoiceSettings',
    method: 'PUT',
    permission: 'vat_settings',
    path: 'admin/updateInvoiceSettings',
    service: 'pos',
    access: 'admin',
    body: 'pos.invoiceSettings.update',
    errors: 'data',
    view: 'pos.views.invoiceSettings',
    errorStatuses: [401, 403, 422],
    message: 'Invoice settings updated successfully.',
    activity: 'updated invoice settings',
  },
});
